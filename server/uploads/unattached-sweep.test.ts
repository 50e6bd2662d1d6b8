import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimUpload, findUpload, recordUpload } from "../../app/models/uploads.server.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { photosDir } from "../../app/lib/media/photo-store.server.ts";
import { UNATTACHED_PHOTO_TTL_MS, sweepUnattachedPhotos } from "./unattached-sweep.ts";

const kinds = await databaseKinds();

describe.each(kinds)("abandoned photo sweep on $name", (kind) => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-sweep-"));
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(record: string, createdAt: number) {
    fs.mkdirSync(photosDir(dataDir), { recursive: true });
    fs.writeFileSync(path.join(photosDir(dataDir), `${record}.jpg`), "jpeg bytes");
    const row = {
      record,
      kind: "photo" as const,
      file_name: `${record}.jpg`,
      mime: "image/jpeg",
      width: 300,
      height: 400,
      bytes: 10,
    };
    await recordUpload(database.db, { ...row, created_at: new Date(createdAt).toISOString() });
  }

  it("removes photos no application used for a day, and keeps used and recent ones", async () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    await upload("abandoned", now - UNATTACHED_PHOTO_TTL_MS - 1000);
    await upload("used", now - UNATTACHED_PHOTO_TTL_MS - 1000);
    await upload("recent", now - 60_000);
    expect(await claimUpload(database.db, "used")).toBe(true);

    expect(await sweepUnattachedPhotos(database, dataDir, now)).toBe(1);

    expect(await findUpload(database.db, "abandoned")).toBeUndefined();
    expect(fs.existsSync(path.join(photosDir(dataDir), "abandoned.jpg"))).toBe(false);
    for (const kept of ["used", "recent"]) {
      expect(await findUpload(database.db, kept)).toBeDefined();
      expect(fs.existsSync(path.join(photosDir(dataDir), `${kept}.jpg`))).toBe(true);
    }
    // An abandoned photo can no longer be claimed by a late application.
    expect(await claimUpload(database.db, "abandoned")).toBe(false);
  });
});
