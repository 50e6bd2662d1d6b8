import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keepFilesPrivate } from "./private-files.ts";

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("keepFilesPrivate", () => {
  const umask = process.umask();
  const folders: string[] = [];
  afterEach(() => {
    process.umask(umask);
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("tightens what is there and makes everything created afterwards private", () => {
    process.umask(0o022);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-private-"));
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "college-db-"));
    folders.push(dataDir, elsewhere);
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, "uploads"), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, "uploads", "photo.jpg"), "x", { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, "college.db"), "x", { mode: 0o644 });
    const database = path.join(elsewhere, "site.db");
    fs.writeFileSync(database, "x", { mode: 0o644 });
    fs.writeFileSync(`${database}-wal`, "x", { mode: 0o644 });

    keepFilesPrivate(dataDir, `sqlite:${database}`);

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "uploads"))).toBe(0o700);
    expect(mode(path.join(dataDir, "uploads", "photo.jpg"))).toBe(0o600);
    expect(mode(path.join(dataDir, "college.db"))).toBe(0o600);
    expect(mode(database)).toBe(0o600);
    expect(mode(`${database}-wal`)).toBe(0o600);

    fs.writeFileSync(path.join(dataDir, "backup.db"), "x");
    fs.mkdirSync(path.join(dataDir, "keys"));
    expect(mode(path.join(dataDir, "backup.db"))).toBe(0o600);
    expect(mode(path.join(dataDir, "keys"))).toBe(0o700);
  });
});
