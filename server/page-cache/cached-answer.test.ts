import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedAnswer } from "./cached-answer.ts";
import type { CachedPage } from "./page-store.ts";

const body = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Admissions are open.</p>".repeat(200)}</body></html>`);
const page = (): CachedPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body,
  etag: '"abc"',
  tables: ["news_items"],
});
const header = (answer: ReturnType<typeof cachedAnswer>, name: string) => {
  const at = answer.headers.indexOf(name);
  return at === -1 ? undefined : answer.headers[at + 1];
};

describe("a cached page's answer", () => {
  it("is compressed at once while the copies at the highest levels are being made, never sent uncompressed", () => {
    const stored = page();
    const br = cachedAnswer(stored, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(header(br, "content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(br.body!)).toEqual(body);
    expect(header(br, "content-length")).toBe(String(br.body!.length));
    // Made once for the requests that come meanwhile.
    expect(cachedAnswer(stored, { "accept-encoding": "br" }).body).toBe(br.body);
    const gzip = cachedAnswer(stored, { "accept-encoding": "gzip" });
    expect(header(gzip, "content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body!)).toEqual(body);
    const plain = cachedAnswer(stored, {});
    expect(header(plain, "content-encoding")).toBeUndefined();
    expect(plain.body).toBe(body);
  });

  it("is the copy at the highest levels once it is made", () => {
    const stored = page();
    cachedAnswer(stored, { "accept-encoding": "br" });
    stored.br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    stored.gzip = zlib.gzipSync(body, { level: 9 });
    expect(cachedAnswer(stored, { "accept-encoding": "br, gzip" }).body).toBe(stored.br);
    expect(cachedAnswer(stored, { "accept-encoding": "gzip" }).body).toBe(stored.gzip);
    expect(cachedAnswer(stored, { "accept-encoding": "br;q=0, gzip" }).body).toBe(stored.gzip);
  });

  it("is a 304 without a body for the browser that holds this very page", () => {
    const answer = cachedAnswer(page(), { "if-none-match": 'W/"abc"', "accept-encoding": "br" });
    expect(answer.status).toBe(304);
    expect(answer.body).toBeUndefined();
  });

  it("is a 304 for If-None-Match: *, which any current page matches", () => {
    expect(cachedAnswer(page(), { "if-none-match": "*" }).status).toBe(304);
  });
});
