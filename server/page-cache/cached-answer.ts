import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { etagMatches } from "../etag-matches.ts";
import { fastBrotli, fastGzip } from "../fast-compression.ts";
import type { CachedPage } from "./page-store.ts";

export interface CachedAnswer {
  status: number;
  /** Every header of the answer but the request id, as name, value, name, value… (what `writeHead` takes). */
  headers: readonly string[];
  /** Absent for a 304. */
  body?: Buffer;
}

/** "… at once": the fast setting's copy, for a page whose copies at the highest levels are still being made. */
type Variant = "br" | "gzip" | "br at once" | "gzip at once" | "identity" | "not modified";

function bodyOf(page: CachedPage, variant: Exclude<Variant, "not modified">): Buffer {
  switch (variant) {
    case "br":
      return page.br!;
    case "gzip":
      return page.gzip!;
    case "br at once":
      return zlib.brotliCompressSync(page.body, fastBrotli);
    case "gzip at once":
      return zlib.gzipSync(page.body, fastGzip);
    case "identity":
      return page.body;
  }
}

/** Each page's answers, built once per variant: a hit then only picks one (a page in the store never changes). */
const answers = new WeakMap<CachedPage, Map<Variant, CachedAnswer>>();

function build(page: CachedPage, variant: Variant): CachedAnswer {
  const cache = page.staleAt === undefined ? "hit" : "stale";
  const headers = { ...page.headers, etag: page.etag, vary: "Accept-Encoding, Cookie", "x-page-cache": cache };
  if (variant === "not modified") return { status: 304, headers: Object.entries(headers).flat() };
  const body = bodyOf(page, variant);
  const encoding = variant === "identity" ? {} : { "content-encoding": variant.startsWith("br") ? "br" : "gzip" };
  const all = { ...headers, ...encoding, "content-length": String(body.length) };
  return { status: page.status, headers: Object.entries(all).flat(), body };
}

function answerOf(page: CachedPage, variant: Variant): CachedAnswer {
  let built = answers.get(page);
  if (!built) answers.set(page, (built = new Map()));
  let answer = built.get(variant);
  if (!answer) built.set(variant, (answer = build(page, variant)));
  return answer;
}

function accepts(acceptEncoding: string, encoding: string) {
  if (!acceptEncoding.includes(encoding)) return false;
  return acceptEncoding.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    return name === encoding && !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
  });
}

/**
 * How a cached page answers a request with these headers: 304 when the browser holds this very page, otherwise the
 * smallest copy the browser accepts. The headers are the page's own as it was rendered (its Content-Security-Policy
 * with the hashes of its inline scripts among them), so an answer from the cache is the answer the render gave.
 * In the moments after a page is stored, before its copies at the highest levels are made off the request path, it is
 * compressed once at the fast setting for the requests that come meanwhile, never sent uncompressed to a browser that
 * accepts an encoding.
 */
export function cachedAnswer(page: CachedPage, request: IncomingHttpHeaders): CachedAnswer {
  if (etagMatches(request["if-none-match"], page.etag)) return answerOf(page, "not modified");
  const acceptEncoding = request["accept-encoding"] ?? "";
  if (page.br) answers.get(page)?.delete("br at once");
  if (page.gzip) answers.get(page)?.delete("gzip at once");
  if (accepts(acceptEncoding, "br")) return answerOf(page, page.br ? "br" : "br at once");
  if (accepts(acceptEncoding, "gzip")) return answerOf(page, page.gzip ? "gzip" : "gzip at once");
  return answerOf(page, "identity");
}

/** Writes a cached answer straight to the socket (the answer already holds every header the site sends). */
export function writeCachedAnswer(response: ServerResponse, answer: CachedAnswer, requestId: string) {
  response.writeHead(answer.status, [...answer.headers, "x-request-id", requestId]);
  response.end(answer.body);
}
