import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeKeyring } from "../../app/core/id-proof-keyring.ts";
import { photosDir } from "../../app/lib/media/photo-store.server.ts";
import { DRAFT_LIFETIME_MS, findDraft, saveDraft } from "../../app/models/application-drafts.server.ts";
import { findUpload, recordUpload } from "../../app/models/uploads.server.ts";
import { admissionDraftSchema } from "../../app/schemas/forms/admission-draft.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { sweepExpiredDrafts } from "./draft-sweep.ts";
import { sweepUnattachedPhotos } from "./unattached-sweep.ts";

const kinds = await databaseKinds();

describe.each(kinds)("expired drafts sweep on $name", (kind) => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-drafts-sweep-"));
  const ring = makeKeyring(randomBytes(32));
  const mail = { siteUrl: "https://college.test", queued: () => undefined };
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function photo(record: string, createdAt: number) {
    fs.mkdirSync(photosDir(dataDir), { recursive: true });
    fs.writeFileSync(path.join(photosDir(dataDir), `${record}.jpg`), "jpeg bytes");
    await recordUpload(database.db, {
      record,
      kind: "photo",
      file_name: `${record}.jpg`,
      mime: "image/jpeg",
      width: 300,
      height: 400,
      bytes: 10,
      created_at: new Date(createdAt).toISOString(),
    });
  }

  it("keeps a draft and its photo for 30 days (the abandoned-photo sweep too), then deletes them, rows and files", async () => {
    const saved = Date.parse("2026-11-01T10:00:00Z");
    await photo("draftphoto0000000000", saved - 60_000);
    const draft = admissionDraftSchema.parse({
      email: "asha@example.in",
      name: "Asha",
      idProof: "482915736041",
      photoRecord: "draftphoto0000000000",
    });
    const { token } = await saveDraft(database, ring, mail, { draft, language: "en" }, new Date(saved));
    const file = path.join(photosDir(dataDir), "draftphoto0000000000.jpg");

    // A week later: the photo is older than a day, but the draft keeps it.
    const week = saved + 7 * 24 * 60 * 60 * 1000;
    expect(await sweepUnattachedPhotos(database, dataDir, week)).toBe(0);
    expect(await sweepExpiredDrafts(database, dataDir, week)).toBe(0);
    expect(fs.existsSync(file)).toBe(true);

    const expired = saved + DRAFT_LIFETIME_MS;
    expect(await sweepExpiredDrafts(database, dataDir, expired - 1)).toBe(0);
    expect(await sweepExpiredDrafts(database, dataDir, expired)).toBe(1);
    expect(await findDraft(database.db, token, new Date(saved))).toBeUndefined();
    expect(await findUpload(database.db, "draftphoto0000000000")).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    expect(await database.db.selectFrom("aadhaar_vault").select("token").execute()).toEqual([]);
    expect(await sweepExpiredDrafts(database, dataDir, expired)).toBe(0);
  });
});
