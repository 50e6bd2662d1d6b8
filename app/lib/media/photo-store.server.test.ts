import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimUpload } from "~/models/uploads.server.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { createPhotoStore } from "./photo-store.server.ts";

const kinds = await databaseKinds();

describe.each(kinds)("the uploader's photo preview on $name", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await kind.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-photos-"));
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the photo with its signed link until an application takes it, then never again", async () => {
    const photos = createPhotoStore(database, dataDir, randomBytes(32));
    const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#88a" } })
      .jpeg()
      .toBuffer();
    const stored = await photos.store(picture);
    if (!stored.ok) throw new Error(`not stored: ${stored.reason}`);
    const link = new URL(stored.previewUrl, "http://college.test");
    const [expires, sig] = [link.searchParams.get("expires") ?? undefined, link.searchParams.get("sig") ?? undefined];
    expect(photos.previewAllowed(stored.record, expires, sig)).toBe(true);
    expect((await photos.readPreview(stored.record))?.length).toBeGreaterThan(100);

    expect(await claimUpload(database.db, stored.record)).toBe(true);
    expect(await photos.readPreview(stored.record)).toBeUndefined();
  });
});
