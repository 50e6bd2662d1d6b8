import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes brotli 11 and gzip 9 copies of the text files worth it, beside them, and nothing else", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "assets"));
    const script = Buffer.from("export const words = " + JSON.stringify(Array(400).fill("गुमला polytechnic")) + ";");
    fs.writeFileSync(path.join(dir, "assets", "page-abc.js"), script);
    fs.writeFileSync(path.join(dir, "logo.svg"), `<svg>${"<path d='M0 0h1'/>".repeat(100)}</svg>`);
    fs.writeFileSync(path.join(dir, "assets", "tiny.js"), "export {};");
    fs.writeFileSync(path.join(dir, "photo.png"), Buffer.alloc(4096, 7));

    expect(await precompress(dir)).toMatchObject({ files: 2 });

    const br = fs.readFileSync(path.join(dir, "assets", "page-abc.js.br"));
    expect(zlib.brotliDecompressSync(br)).toEqual(script);
    const quality = (q: number) =>
      zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }).length;
    expect(br.length).toBeLessThan(quality(5));
    const gz = fs.readFileSync(path.join(dir, "assets", "page-abc.js.gz"));
    expect(zlib.gunzipSync(gz)).toEqual(script);
    expect(gz.length).toBe(zlib.gzipSync(script, { level: 9 }).length);
    expect(fs.existsSync(path.join(dir, "logo.svg.br"))).toBe(true);
    // Too small to be worth it, or compressed already.
    expect(fs.readdirSync(path.join(dir, "assets")).sort()).toEqual([
      "page-abc.js",
      "page-abc.js.br",
      "page-abc.js.gz",
      "tiny.js",
    ]);
    expect(fs.existsSync(path.join(dir, "photo.png.br"))).toBe(false);
  });
});
