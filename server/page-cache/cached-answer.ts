import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import type { CachedPage } from "./page-store.ts";

export interface CachedAnswer {
  status: number;
  /** Every header of the answer but the request id, as name, value, name, value… (what `writeHead` takes). */
  headers: readonly string[];
  /** Absent for a 304. */
  body?: Buffer;
}

type Variant = "br" | "gzip" | "identity" | "not modified";

/** Each page's answers, built once per variant: a hit then only picks one (a page in the store never changes). */
const answers = new WeakMap<CachedPage, Map<Variant, CachedAnswer>>();

function build(page: CachedPage, variant: Variant): CachedAnswer {
  const cache = page.staleAt === undefined ? "hit" : "stale";
  const headers = { ...page.headers, etag: page.etag, vary: "Accept-Encoding, Cookie", "x-page-cache": cache };
  if (variant === "not modified") return { status: 304, headers: Object.entries(headers).flat() };
  const body = variant === "br" ? page.br! : variant === "gzip" ? page.gzip! : page.body;
  const encoding = variant === "identity" ? {} : { "content-encoding": variant };
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
 */
export function cachedAnswer(page: CachedPage, request: IncomingHttpHeaders): CachedAnswer {
  const ifNoneMatch = request["if-none-match"];
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
    return answerOf(page, "not modified");
  }
  const acceptEncoding = request["accept-encoding"] ?? "";
  if (page.br && accepts(acceptEncoding, "br")) return answerOf(page, "br");
  if (page.gzip && accepts(acceptEncoding, "gzip")) return answerOf(page, "gzip");
  return answerOf(page, "identity");
}

/** Writes a cached answer straight to the socket (the answer already holds every header the site sends). */
export function writeCachedAnswer(response: ServerResponse, answer: CachedAnswer, requestId: string) {
  response.writeHead(answer.status, [...answer.headers, "x-request-id", requestId]);
  response.end(answer.body);
}
