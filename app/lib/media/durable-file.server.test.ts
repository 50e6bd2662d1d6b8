import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PARTIAL_SUFFIX, removeOrphanedFiles, writeFileDurably } from "./durable-file.server.ts";

const folders: string[] = [];
const folder = () => {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), "college-durable-"));
  folders.push(created);
  return created;
};
afterEach(() => {
  for (const created of folders.splice(0)) fs.rmSync(created, { recursive: true, force: true });
});
const age = (file: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
};

describe("writeFileDurably", () => {
  it("leaves the complete file under its name, private, and nothing else", async () => {
    const dir = folder();
    await writeFileDurably(path.join(dir, "a.jpg"), Buffer.from("jpeg bytes"));
    expect(fs.readdirSync(dir)).toEqual(["a.jpg"]);
    expect(fs.readFileSync(path.join(dir, "a.jpg"), "utf8")).toBe("jpeg bytes");
    expect(fs.statSync(path.join(dir, "a.jpg")).mode & 0o777).toBe(0o600);
  });

  it("never replaces a file half-way: the old bytes stay until the new ones are complete", async () => {
    const dir = folder();
    const file = path.join(dir, "a.jpg");
    await writeFileDurably(file, Buffer.from("first"));
    await writeFileDurably(file, Buffer.from("second"));
    expect(fs.readFileSync(file, "utf8")).toBe("second");
    expect(fs.readdirSync(dir)).toEqual(["a.jpg"]);
  });

  it("fails without leaving anything when the folder is missing", async () => {
    const dir = folder();
    await expect(writeFileDurably(path.join(dir, "missing", "a.jpg"), Buffer.from("x"))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe("removeOrphanedFiles", () => {
  it("removes old files no row names and old half-written ones; keeps named and young files", async () => {
    const dir = folder();
    for (const name of ["named.jpg", "orphan.jpg", "young-orphan.jpg", `named.jpg.abc${PARTIAL_SUFFIX}`])
      fs.writeFileSync(path.join(dir, name), "x");
    for (const name of ["named.jpg", "orphan.jpg", `named.jpg.abc${PARTIAL_SUFFIX}`])
      age(path.join(dir, name), 2 * 60 * 60 * 1000);
    age(path.join(dir, "young-orphan.jpg"), 60 * 1000);

    const removed = await removeOrphanedFiles(dir, new Set(["named.jpg"]), { graceMs: 60 * 60 * 1000 });

    expect(removed).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual(["named.jpg", "young-orphan.jpg"]);
  });

  it("counts nothing in a folder that does not exist yet", async () => {
    expect(await removeOrphanedFiles(path.join(folder(), "none"), new Set(), { graceMs: 0 })).toBe(0);
  });
});
