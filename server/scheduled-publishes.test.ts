import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { schedulePublish } from "../app/models/page-publishing.server.ts";
import { saveDraft } from "../app/models/page-revisions.server.ts";
import { getPublishedDocument } from "../app/models/pages.server.ts";
import { listPages } from "../app/models/page-list.server.ts";
import { readContentDocument } from "../app/models/content.server.ts";
import { openDatabase } from "../db/client.ts";
import { seedPageDocuments } from "../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../tests/support/databases.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { publishDueSchedules } from "./scheduled-publishes.ts";

const kinds = await databaseKinds();
const office = { userId: null, email: null };

const fakeLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(kinds)("scheduled publishes on $name", (kind) => {
  let database: TestDatabase;
  let pageId: number;

  /** Saves a new revision of the BCA fee table with these notes; answers its number. */
  async function newRevision(notes: string[]): Promise<number> {
    const current = await listPages(database.db, { search: "/bcafees" });
    const latest = current[0]!.latestRevision;
    const document = { ...(readContentDocument("fees/bca") as object), notes };
    const saved = await saveDraft(database, { pageId, baseRevision: latest, document }, office);
    if (saved.status !== "saved") throw new Error(`not saved: ${saved.status}`);
    return saved.revision;
  }
  const publishedNotes = async () => (await getPublishedDocument(database.db, "/bcafees", "fees"))?.document.notes;

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database, new Date("2026-11-20T00:00:00Z"));
    pageId = (await listPages(database.db, { search: "/bcafees" }))[0]!.id;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("a round publishes what is due at its clock, logs it, and leaves what is not yet due", async () => {
    const at = new Date("2026-12-01T04:30:00Z");
    await schedulePublish(database, pageId, await newRevision(["Fees from December."]), at, office);
    const log = fakeLog();

    expect(await publishDueSchedules(database, log, new Date(at.getTime() - 1000))).toBe(0);
    expect(await publishedNotes()).not.toEqual(["Fees from December."]);

    expect(await publishDueSchedules(database, log, new Date(at.getTime() + 1000))).toBe(1);
    expect(await publishedNotes()).toEqual(["Fees from December."]);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ pageId }), "scheduled publish applied");
    expect(await publishDueSchedules(database, log, new Date(at.getTime() + 2000))).toBe(0);
  });

  it("the server applies a publish missed while it was down when it starts, then each one as its clock reaches it", async () => {
    let clock = new Date("2027-01-10T06:00:00Z");
    const missed = await newRevision(["Published while the server was down."]);
    await schedulePublish(database, pageId, missed, new Date(clock.getTime() - 3600_000), office);

    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/unused-publishes" });
    const app = await buildApp({
      config,
      database,
      pages: false,
      logger: false,
      publishRounds: { everyMs: 20, now: () => clock },
    });
    try {
      await app.ready();
      await until(async () => (await publishedNotes())?.[0] === "Published while the server was down.");

      const next = await newRevision(["Published a minute later."]);
      await schedulePublish(database, pageId, next, new Date(clock.getTime() + 60_000), office);
      // Rounds go on meanwhile; the clock has not reached the instant.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await publishedNotes())?.[0]).toBe("Published while the server was down.");

      clock = new Date(clock.getTime() + 61_000);
      await until(async () => (await publishedNotes())?.[0] === "Published a minute later.");
    } finally {
      await app.close();
    }
  });
});

describe("a round over a database it cannot read", () => {
  it("logs the error and never throws", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "college-publishes-"));
    // A database without the page tables: every query of the round fails.
    const broken = openDatabase(`sqlite:${folder}/empty.db`);
    const log = fakeLog();
    try {
      await expect(publishDueSchedules(broken, log, new Date())).resolves.toBe(0);
      expect(log.error).toHaveBeenCalledWith(expect.anything(), "scheduled publishes failed");
    } finally {
      await broken.db.destroy();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
