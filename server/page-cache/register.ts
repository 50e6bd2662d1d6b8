import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type InlineScripts, contentSecurityPolicy } from "../security-headers.ts";
import { payloadBytes } from "../whole-documents.ts";
import { isLegacyApiKey, pageCacheKey } from "./cache-key.ts";
import { watchContent } from "./content-versions.ts";
import { withoutNonce } from "./inline-scripts.ts";
import { cachedAnswer, writeCachedAnswer } from "./cached-answer.ts";
import { type CachedPage, PageStore } from "./page-store.ts";
import { ReadTracker, type ReadSet, trackReads } from "./read-tracker.ts";

declare module "fastify" {
  interface FastifyRequest {
    pageRender?: { key: string; readSet: ReadSet; since: Map<string, number>; done: (page?: CachedPage) => void };
    pageServed?: { csp: string };
  }
}

/** Response headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "x-request-id",
  "content-security-policy",
  "content-security-policy-report-only",
  "vary",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

export interface PageCache {
  /** The database handle for page loaders: it notes which tables each render reads. */
  pagesDb: Kysely<Database>;
  store: PageStore;
  /**
   * Answers a request from the cache before Fastify sees it, when the page is there and nothing else must be done
   * first (decision 037); false when the request must go through Fastify.
   */
  answerFirst: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** A cached page answered through Fastify (a request that waited for the page's render): its onSend hooks keep the
 * page's own Content-Security-Policy (see the onSend hook below). */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const answer = cachedAnswer(page, request.headers);
  reply.code(answer.status);
  for (let i = 0; i < answer.headers.length; i += 2) reply.header(answer.headers[i]!, answer.headers[i + 1]);
  request.pageServed = { csp: String(reply.getHeader("content-security-policy") ?? "") };
  reply.send(answer.body);
}

/**
 * The page cache for anonymous GET requests to public pages and the legacy API (decisions 023, 080): each page rendered once, compressed once
 * off the request path, served from memory with ETag/304; a page is stale when a table it read changes, in every
 * process (content-versions.ts); requests for a page being rendered wait for that render, or for a short while after
 * a change have the page as it was (decision 065). Registered before the
 * compression and the pages, after the security headers.
 */
export async function registerPageCache(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    maxBytes: number;
    https: boolean;
    pollMs?: number;
    /**
     * How long after a change a stale page may still answer requests that arrive while its new render runs
     * (decision 065). With the 250 ms poll, no process serves a page older than a change for a second.
     */
    staleForMs?: number;
    now?: () => number;
    /** Where a request must be sent instead of being answered (the https redirect), if anywhere. */
    redirect?: (request: IncomingMessage) => string | undefined;
  },
): Promise<PageCache> {
  const store = new PageStore(options.maxBytes);
  const staleForMs = options.staleForMs ?? 500;
  const now = options.now ?? Date.now;
  // Turned off: nothing to watch, and no query of a page needs its tables noted.
  if (options.maxBytes === 0) return { pagesDb: options.db, store, answerFirst: () => false };
  const watch = await watchContent(options.db, (tables) => store.invalidate(tables, now()), { pollMs: options.pollMs });
  app.addHook("onClose", async () => watch.stop());
  const pagesDb = options.db.withPlugin(new ReadTracker(() => watch.tracked()));

  const renders = new Map<string, Promise<CachedPage | undefined>>();

  /**
   * The page to answer with, if any: a current one; or, while its new render runs and for `staleForMs` after the
   * change, the page as it was before the change, so a crowd does not wait for the render (decision 065). The request
   * that finds a stale page and no render running renders it, and gets the new page.
   */
  const pageFor = (key: string): CachedPage | undefined => {
    const page = store.get(key);
    if (page?.staleAt === undefined) return page;
    if (renders.has(key) && now() - page.staleAt < staleForMs) return page;
    return undefined;
  };

  const render = (request: FastifyRequest, key: string, done: () => void) => {
    let finish: (page?: CachedPage) => void = () => undefined;
    const finished = new Promise<CachedPage | undefined>((resolve) => (finish = resolve));
    renders.set(key, finished);
    const readSet: ReadSet = { tables: new Set() };
    request.pageRender = {
      key,
      readSet,
      since: store.generation(),
      done: (page) => {
        if (renders.get(key) === finished) renders.delete(key);
        finish(page);
      },
    };
    trackReads(readSet, done);
  };

  app.addHook("onRequest", (request, reply, done) => {
    const key = pageCacheKey(request);
    if (!key) return done();
    const page = pageFor(key);
    if (page) return sendCached(request, reply, page);
    // A HEAD request's answer has no body: it is answered from a cached page, but never becomes one.
    if (request.method === "HEAD") return done();
    const inFlight = renders.get(key);
    if (!inFlight) return render(request, key, done);
    // A stampede: wait for the render in progress rather than render the same page again.
    void inFlight.then((rendered) => (rendered ? sendCached(request, reply, rendered) : render(request, key, done)));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.pageServed) {
      reply.header("content-security-policy", request.pageServed.csp);
      return payload;
    }
    const pending = request.pageRender;
    if (!pending) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    const isHtml = type.startsWith("text/html");
    const cacheable =
      reply.statusCode === 200 &&
      (isHtml ||
        type.startsWith("text/x-script") ||
        (type.startsWith("application/json") && isLegacyApiKey(pending.key))) &&
      !reply.hasHeader("set-cookie") &&
      !reply.hasHeader("content-encoding") &&
      [...pending.readSet.tables].every((table) => watch.tracked().includes(table));
    if (!cacheable) {
      pending.done();
      return payload;
    }
    let body = await payloadBytes(payload);
    if (!body) {
      pending.done();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = String(value);
    }
    // A page allows exactly its inline scripts, by their hashes; anything else (a navigation's data, an API
    // answer) holds none and allows none.
    let inline: InlineScripts = { hashes: [] };
    if (isHtml) {
      const cleaned = withoutNonce(body.toString("utf8"), request.cspNonce);
      body = Buffer.from(cleaned.html);
      inline = { hashes: cleaned.hashes };
    }
    headers["content-security-policy"] = contentSecurityPolicy(inline, options.https);
    reply.header("content-security-policy", headers["content-security-policy"]);
    const stored = store.put(
      pending.key,
      { status: 200, headers, body, tables: [...pending.readSet.tables] },
      pending.since,
    );
    pending.done(stored);
    reply.header("x-page-cache", "miss");
    if (stored) reply.header("etag", stored.etag).header("vary", "Accept-Encoding, Cookie");
    return body;
  });

  app.addHook("onResponse", async (request) => request.pageRender?.done());
  // A hit is the same bytes for everyone: it needs none of the work Fastify does for a request (decision 037). A
  // request with a body, one to redirect, or one that arrives while the server stops goes through Fastify.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  const answerFirst = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closing || request.headers["transfer-encoding"] !== undefined) return false;
    const length = request.headers["content-length"];
    if ((length !== undefined && length !== "0") || options.redirect?.(request) !== undefined) return false;
    const key = pageCacheKey(request);
    const page = key === undefined ? undefined : pageFor(key);
    if (!page) return false;
    writeCachedAnswer(response, cachedAnswer(page, request.headers), randomUUID());
    return true;
  };
  return { pagesDb, store, answerFirst };
}
