import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentsDir } from "../app/lib/documents/document-store.server.ts";
import { originalsDir } from "../app/lib/media/image-store.server.ts";
import { photosDir } from "../app/lib/media/photo-store.server.ts";
import { insertMedia } from "../app/models/media.server.ts";
import { findUpload, recordUpload } from "../app/models/uploads.server.ts";
import { insertDocument } from "../app/models/documents.server.ts";
import { type TestDatabase, databaseKinds } from "../tests/support/databases.ts";
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from "./orphaned-files.ts";

const kinds = await databaseKinds();

describe.each(kinds)("orphaned file sweep on $name", (kind) => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-orphans-"));
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const file = (dir: string, name: string, ageMs: number) => {
    fs.mkdirSync(dir, { recursive: true });
    const target = path.join(dir, name);
    fs.writeFileSync(target, "bytes");
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(target, when, when);
  };

  it("removes old photos and pictures that have no row, and nothing else", async () => {
    const old = ORPHAN_GRACE_MS + 60_000;
    file(photosDir(dataDir), "kept.jpg", old);
    file(photosDir(dataDir), "orphan.jpg", old);
    file(photosDir(dataDir), "in-flight.jpg", 1000);
    file(originalsDir(dataDir), "picture.png", old);
    file(originalsDir(dataDir), "orphan-picture.jpg", old);
    const created_at = new Date().toISOString();
    await recordUpload(database.db, {
      record: "kept",
      kind: "photo",
      file_name: "kept.jpg",
      mime: "image/jpeg",
      width: 3,
      height: 4,
      bytes: 5,
      created_at,
    });
    await insertMedia(database.db, {
      id: "picture",
      file_name: "picture.png",
      mime: "image/png",
      width: 3,
      height: 4,
      alt: "A picture",
      created_at,
    });

    expect(await sweepOrphanedFiles(database, dataDir)).toBe(2);

    expect(fs.readdirSync(photosDir(dataDir)).sort()).toEqual(["in-flight.jpg", "kept.jpg"]);
    expect(fs.readdirSync(originalsDir(dataDir))).toEqual(["picture.png"]);
    expect(await findUpload(database.db, "kept")).toBeDefined();
  });

  it("removes old library files that no document names, and keeps the named and the young", async () => {
    const old = ORPHAN_GRACE_MS + 60_000;
    file(documentsDir(dataDir), "current.pdf", old);
    file(documentsDir(dataDir), "replaced.pdf", old);
    file(documentsDir(dataDir), "uploading.pdf", 1000);
    file(documentsDir(dataDir), "current.pdf.abc123.partial", old);
    const at = new Date().toISOString();
    await insertDocument(database.db, {
      slug: "prospectus",
      title: "Prospectus",
      file: { fileName: "current.pdf", bytes: 5, sha256: "0".repeat(64) },
      uploadedBy: null,
      at,
    });

    expect(await sweepOrphanedFiles(database, dataDir)).toBe(2);

    expect(fs.readdirSync(documentsDir(dataDir)).sort()).toEqual(["current.pdf", "uploading.pdf"]);
  });
});
