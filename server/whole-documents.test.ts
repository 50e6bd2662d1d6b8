import { Readable } from "node:stream";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../tests/support/databases.ts";
import { startDemoSite } from "../tests/support/test-app.ts";
import { registerWholeDocuments } from "./whole-documents.ts";

const [sqlite] = await databaseKinds();
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe("a page drawn at once is compressed as one buffer", () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  beforeAll(async () => {
    site = await startDemoSite(sqlite!, { PAGE_CACHE_MAX_MB: "0" });
  });
  afterAll(async () => site.close());

  it.each([
    ["br", zlib.brotliDecompressSync],
    ["gzip", zlib.gunzipSync],
  ] as const)(
    "answers a whole page in %s with its length, the same document as uncompressed",
    async (encoding, decode) => {
      for (const url of ["/", "/fees", "/hi/gpcet-form"]) {
        const plain = await site.app.inject({ url });
        const packed = await site.app.inject({ url, headers: { "accept-encoding": encoding } });
        expect(packed.statusCode, url).toBe(200);
        expect(packed.headers["content-encoding"], url).toBe(encoding);
        expect(packed.headers["transfer-encoding"], url).toBeUndefined();
        expect(Number(packed.headers["content-length"]), url).toBe(packed.rawPayload.length);
        expect(withoutNonce(decode(packed.rawPayload).toString("utf8")), url).toBe(withoutNonce(plain.body));
        expect(plain.body, url).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
      }
    },
  );
});

describe("a document still streaming", () => {
  it("is left a stream, compressed as it comes", async () => {
    const app = Fastify({ logger: false });
    registerWholeDocuments(app);
    await app.register(compress, { threshold: 1, syncThreshold: 1 << 20 });
    const parts = ["<!DOCTYPE html><p>first", "</p><p>second</p>"];
    app.get("/streaming", async (_request, reply) => reply.type("text/html").send(Readable.from(parts)));
    app.get("/whole", async (_request, reply) =>
      reply.type("text/html").header("content-length", parts.join("").length).send(Readable.from(parts)),
    );
    const streaming = await app.inject({ url: "/streaming", headers: { "accept-encoding": "gzip" } });
    expect(streaming.headers["transfer-encoding"]).toBe("chunked");
    expect(zlib.gunzipSync(streaming.rawPayload).toString()).toBe(parts.join(""));
    const whole = await app.inject({ url: "/whole", headers: { "accept-encoding": "gzip" } });
    expect(whole.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(whole.headers["content-length"])).toBe(whole.rawPayload.length);
    expect(zlib.gunzipSync(whole.rawPayload).toString()).toBe(parts.join(""));
    await app.close();
  });
});
