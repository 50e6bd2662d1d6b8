import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMedia, insertMedia } from "../../app/models/media.server.ts";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { originalsDir, storeImage } from "../../app/lib/media/image-store.server.ts";
import { UNUSED_MEDIA_TTL_MS, sweepUnusedMedia } from "./unused-sweep.ts";
import { variantsDir } from "./variants.ts";

const kinds = await databaseKinds();

describe.each(kinds)("unused picture sweep on $name", (kind) => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-media-sweep-"));
  beforeAll(async () => {
    database = await kind.open();
    await seedDemoContent(database, dataDir);
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Stores a real picture as the console would, dated `createdAt`, with one cached variant beside it. */
  async function picture(alt: string, createdAt: number) {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const record = { ...(await storeImage(dataDir, input, alt)), created_at: new Date(createdAt).toISOString() };
    await insertMedia(database.db, record);
    fs.mkdirSync(variantsDir(dataDir), { recursive: true });
    fs.writeFileSync(path.join(variantsDir(dataDir), `${record.id}-320.webp`), "variant");
    return record;
  }
  const exists = (file: string) => fs.existsSync(file);

  it("leaves every picture of the demo site alone: each one is shown somewhere", async () => {
    const before = await database.db.selectFrom("media").select("id").execute();
    expect(before.length).toBeGreaterThan(10);
    expect(await sweepUnusedMedia(database, dataDir, Date.now() + 10 * UNUSED_MEDIA_TTL_MS)).toBe(0);
    expect(await database.db.selectFrom("media").select("id").execute()).toHaveLength(before.length);
  });

  it("removes pictures nothing shows a day after they were stored, with their files, and keeps the rest", async () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    const old = now - UNUSED_MEDIA_TTL_MS - 1000;
    const shown = await picture("Campus gate", old);
    const replaced = await picture("Old campus gate", old);
    const fresh = await picture("Just uploaded", now - 60_000);
    await database.db
      .insertInto("banners")
      .values({ media_id: shown.id, title: "Campus gate", sort_order: 99, published: 1 })
      .execute();

    expect(await sweepUnusedMedia(database, dataDir, now)).toBe(1);

    expect(await findMedia(database.db, replaced.id)).toBeUndefined();
    expect(exists(path.join(originalsDir(dataDir), replaced.file_name))).toBe(false);
    expect(exists(path.join(variantsDir(dataDir), `${replaced.id}-320.webp`))).toBe(false);
    for (const kept of [shown, fresh]) {
      expect(await findMedia(database.db, kept.id)).toBeDefined();
      expect(exists(path.join(originalsDir(dataDir), kept.file_name))).toBe(true);
      expect(exists(path.join(variantsDir(dataDir), `${kept.id}-320.webp`))).toBe(true);
    }
  });
});
