import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/client.ts";
import { createPhotoStore } from "../../app/lib/media/photo-store.server.ts";
import { readLastBackup } from "../../app/lib/backup/last-backup.server.ts";
import { addContactMessage } from "../../app/models/contact-messages.server.ts";
import { sampleContact } from "../../app/schemas/forms/test-samples.ts";
import { type TestDatabase, databaseKinds, pgUrl } from "../../tests/support/databases.ts";
import { createBackup } from "./create-backup.ts";
import { describeFile, keyFingerprint } from "./manifest.ts";
import { RestoreRefused, restoreBackup } from "./restore-backup.ts";

const kinds = await databaseKinds();
const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Every regular file under `folder`, relative with `/`. */
function filesUnder(folder: string, relative = ""): string[] {
  return fs.readdirSync(path.join(folder, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(folder, name) : [name];
  });
}

describe.each(kinds)("backup and restore on $name", (kind) => {
  let database: TestDatabase;
  let root: string;
  let dataDir: string;
  const idProofKey = randomBytes(32);
  /** PostgreSQL: the databases made to restore into, dropped afterwards. */
  const restoreDatabases: string[] = [];
  const opened: Db[] = [];

  beforeAll(async () => {
    database = await kind.open();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "college-backup-"));
    dataDir = path.join(root, "data");
    fs.mkdirSync(path.join(dataDir, "media"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "media", "banner.jpg"), randomBytes(5000));
    fs.mkdirSync(path.join(dataDir, "keys"));
    fs.writeFileSync(path.join(dataDir, "keys", "id-proof.key"), idProofKey.toString("base64"));
    fs.mkdirSync(path.join(dataDir, "cache", "images"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "cache", "images", "banner-640.avif"), "rebuilt on demand");
  });

  afterAll(async () => {
    for (const db of opened) await db.db.destroy();
    await database.cleanup();
    fs.rmSync(root, { recursive: true, force: true });
    if (restoreDatabases.length > 0) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      for (const name of restoreDatabases) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  /** A new, empty place to restore into: a data folder and a database URL of the same kind. */
  async function newTarget() {
    const target = fs.mkdtempSync(path.join(root, "restored-"));
    const targetData = path.join(target, "data");
    if (kind.name === "sqlite")
      return { dataDir: targetData, databaseUrl: `sqlite:${path.join(targetData, "college.db")}` };
    const name = `restore_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    restoreDatabases.push(name);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return { dataDir: targetData, databaseUrl: url.toString() };
  }

  const openRestored = (databaseUrl: string) => {
    const db = openDatabase(databaseUrl, { searchPath: database.schema });
    opened.push(db);
    return db;
  };

  it("backs up while submissions and photos are stored, and restores every row and file the manifest lists", async () => {
    const photos = createPhotoStore(database, dataDir, randomBytes(32));
    const picture = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#468" } })
      .jpeg()
      .toBuffer();
    const mail = { siteUrl: "https://college.test", queued: () => undefined };
    const acknowledged: string[] = [];
    let running = true;
    const writer = async (lane: number) => {
      for (let i = 0; running; i++) {
        const message = `write ${lane}-${i}`;
        await addContactMessage(database, { ...sampleContact(), message }, mail);
        acknowledged.push(message);
        // SQLite's driver settles in microtasks alone: let timers and the backup's steps run between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const uploader = async () => {
      while (running) {
        const stored = await photos.store(picture);
        if (!stored.ok) throw new Error(stored.reason);
      }
    };
    const load = [writer(1), writer(2), writer(3), uploader()];
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = [...acknowledged];
    const outDir = path.join(root, "backups");
    const { file, manifest } = await createBackup({
      dataDir,
      databaseUrl: database.url,
      outDir,
      idProofKey,
      schema: database.schema,
    });
    const afterBackup = acknowledged.length;
    running = false;
    await Promise.all(load);
    // Writing went on during the backup.
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(afterBackup).toBeGreaterThanOrEqual(before.length);

    // Private, and without the keys or the cache.
    expect(mode(outDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    const entries: string[] = [];
    await tar.list({ file, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.some((entry) => /keys|id-proof|cache/.test(entry))).toBe(false);
    expect(manifest.keys).toEqual({ included: false, idProofKeyFingerprint: keyFingerprint(idProofKey) });
    expect(manifest.dialect).toBe(kind.name);
    expect(manifest.files.map((f) => f.path)).toContain("media/banner.jpg");
    expect(manifest.rowCounts.contact_messages).toBeGreaterThanOrEqual(before.length);
    expect((await readLastBackup(dataDir))?.createdAt).toBe(manifest.createdAt);

    const target = await newTarget();
    const { warnings } = await restoreBackup({ archive: file, ...target, force: false, schema: database.schema });
    // The keys are not restored, and the operator is told to put them back.
    expect(warnings.join(" ")).toMatch(/No ID proof key is in place/);
    expect(fs.existsSync(path.join(target.dataDir, "keys"))).toBe(false);
    expect(mode(target.dataDir)).toBe(0o700);

    // Files: exactly the manifest's, byte for byte; every photo row of the restored database has its file.
    const restoredFiles = filesUnder(target.dataDir).filter(
      (name) => name !== "last-backup.json" && !name.startsWith("college.db"),
    );
    expect(restoredFiles.sort()).toEqual(manifest.files.map((f) => f.path).sort());
    for (const stored of manifest.files) {
      expect(await describeFile(path.join(target.dataDir, stored.path), stored.path)).toEqual(stored);
    }
    const restored = openRestored(target.databaseUrl);
    const uploads = await restored.db.selectFrom("uploads").select("file_name").execute();
    expect(uploads.length).toBe(manifest.rowCounts.uploads);
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) {
      expect(fs.existsSync(path.join(target.dataDir, "uploads", "photos", upload.file_name))).toBe(true);
    }

    // Rows: the manifest's counts, and every submission acknowledged before the backup began.
    for (const [table, rows] of Object.entries(manifest.rowCounts)) {
      const row = await restored.db
        .selectFrom(table as "contact_messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect([table, Number(row.n)]).toEqual([table, rows]);
    }
    const messages = new Set(
      (await restored.db.selectFrom("contact_messages").select("message").execute()).map((m) => m.message),
    );
    expect(before.filter((message) => !messages.has(message))).toEqual([]);
    expect((await readLastBackup(target.dataDir))?.createdAt).toBe(manifest.createdAt);
  });

  it("refuses to restore over a data folder with content unless forced, and keeps its keys when forced", async () => {
    const { file, manifest } = await createBackup({
      dataDir,
      databaseUrl: database.url,
      outDir: path.join(root, "backups-2"),
      idProofKey,
      schema: database.schema,
    });
    const target = await newTarget();
    await restoreBackup({ archive: file, ...target, force: false, schema: database.schema });
    await expect(restoreBackup({ archive: file, ...target, force: false, schema: database.schema })).rejects.toThrow(
      RestoreRefused,
    );
    await expect(restoreBackup({ archive: file, ...target, force: false, schema: database.schema })).rejects.toThrow(
      /--force/,
    );

    fs.mkdirSync(path.join(target.dataDir, "keys"), { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, "keys", "id-proof.key"), idProofKey.toString("base64"));
    fs.writeFileSync(path.join(target.dataDir, "stray.txt"), "not from the backup");
    const { warnings } = await restoreBackup({
      archive: file,
      ...target,
      force: true,
      idProofKey,
      schema: database.schema,
    });
    expect(warnings).toEqual([]);
    expect(fs.existsSync(path.join(target.dataDir, "stray.txt"))).toBe(false);
    expect(fs.readFileSync(path.join(target.dataDir, "keys", "id-proof.key"), "utf8")).toBe(
      idProofKey.toString("base64"),
    );
    const restored = openRestored(target.databaseUrl);
    const row = await restored.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(manifest.rowCounts.contact_messages);
  });

  it("refuses a damaged archive", async () => {
    const { file } = await createBackup({
      dataDir,
      databaseUrl: database.url,
      outDir: path.join(root, "backups-3"),
      schema: database.schema,
    });
    const staging = fs.mkdtempSync(path.join(root, "tamper-"));
    await tar.extract({ file, cwd: staging });
    fs.appendFileSync(path.join(staging, "files", "media", "banner.jpg"), "x");
    const damaged = path.join(root, "damaged.tar.gz");
    await tar.create({ gzip: true, file: damaged, cwd: staging }, fs.readdirSync(staging));
    const target = await newTarget();
    await expect(restoreBackup({ archive: damaged, ...target, force: false, schema: database.schema })).rejects.toThrow(
      /damaged: media\/banner.jpg/,
    );
  });

  if (kind.name === "postgres") {
    it("names pg_dump when it is not on PATH", async () => {
      const searchPath = process.env.PATH;
      process.env.PATH = fs.mkdtempSync(path.join(root, "empty-path-"));
      try {
        await expect(
          createBackup({ dataDir, databaseUrl: database.url, outDir: path.join(root, "b4"), schema: database.schema }),
        ).rejects.toThrow(/pg_dump was not found on PATH/);
      } finally {
        process.env.PATH = searchPath;
      }
    });
  }
});
