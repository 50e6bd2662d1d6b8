import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { shownNow } from "../../app/models/listing.server.ts";
import { addNewsItem } from "../../tests/support/news-items.ts";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { registerLegacyApi } from "../api/legacy-routes.ts";
import { registerSecurityHeaders } from "../security-headers.ts";
import { pageCacheKey } from "./cache-key.ts";
import { registerPageCache } from "./register.ts";

const kinds = await databaseKinds();
const NOTICES_KEY = pageCacheKey({ method: "GET", url: "/notices", headers: {} } as FastifyRequest)!;

/**
 * One "process" of the site as the page cache sees it: security headers, the page cache, and pages whose loaders read
 * the database through the cache's tracked handle. `/notices` reads news items within their show window, `/programmes`
 * reads programmes; each page holds an inline script with the request's nonce, as React Router's pages do. The legacy
 * API is the site's own.
 */
async function siteProcess(database: Db) {
  const app: FastifyInstance = Fastify({ logger: false });
  registerSecurityHeaders(app, { https: true, enforceCsp: true });
  // The cache's clock: the real one, unless a test stops it (so a busy machine cannot make a crowd outlast the time a
  // stale page may be served) or moves it on.
  const clock = { stoppedAt: undefined as number | undefined };
  const now = () => clock.stoppedAt ?? Date.now();
  const cache = await registerPageCache(app, { db: database.db, maxBytes: 1 << 20, https: true, pollMs: 50, now });
  let renders = 0;
  app.get("/notices", async (request, reply) => {
    renders += 1;
    const rows = await cache.pagesDb
      .selectFrom("news_items")
      .select("title")
      .where(shownNow("news_items"))
      .orderBy("id")
      .execute();
    // Slow enough for a crowd to arrive while it renders.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const script = `<script nonce="${request.cspNonce}">window.ready = true;</script>`;
    return reply.type("text/html").send(`<!doctype html><p>${rows.map((row) => row.title).join(", ")}</p>${script}`);
  });
  app.get("/programmes", async (_request, reply) => {
    renders += 1;
    const rows = await cache.pagesDb.selectFrom("programmes").select("display_text").orderBy("id").execute();
    return reply.type("text/html").send(`<!doctype html><p>${rows.map((row) => row.display_text).join(", ")}</p>`);
  });
  // A page-shaped path that answers JSON, as a resource route or React Router's route discovery would.
  app.get("/programme-list", async (_request, reply) => {
    renders += 1;
    return reply.send(await cache.pagesDb.selectFrom("programmes").select("display_text").execute());
  });
  registerLegacyApi(app, cache.pagesDb, "https://college.example");
  await app.ready();
  return { app, cache, clock, renders: () => renders };
}

const addNotice = (database: Db, title: string, window: { from?: string; until?: string } = {}) =>
  addNewsItem(database, "NB", title, window);

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(kinds)("page cache on $name", (kind) => {
  let database: TestDatabase;
  let other: Db;
  let one: Awaited<ReturnType<typeof siteProcess>>;
  let two: Awaited<ReturnType<typeof siteProcess>>;

  beforeAll(async () => {
    database = await kind.open();
    other = database.reopen();
    await addNotice(database, "Admissions open");
    await database.db
      .insertInto("programmes")
      .values({
        display_text: "Civil",
        program_name: "Civil",
        seat_group: "diploma",
        seats: 60,
        excluded: 0,
        sort_order: 0,
        published: 1,
      } as never)
      .execute();
    one = await siteProcess(database);
    two = await siteProcess(other);
  });

  afterAll(async () => {
    await one?.app.close();
    await two?.app.close();
    await other?.db.destroy();
    await database?.cleanup();
  });

  it("renders a page once and serves it from memory with an ETag, a 304 and precompressed bytes", async () => {
    const before = one.renders();
    const first = await one.app.inject({ url: "/notices" });
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await one.app.inject({ url: "/notices?utm_source=x&random=1", headers: { cookie: "foo=bar" } });
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(one.renders() - before).toBe(1);
    const revalidated = await one.app.inject({
      url: "/notices",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const brotli = await until(async () => {
      const response = await one.app.inject({ url: "/notices", headers: { "accept-encoding": "br" } });
      return response.headers["content-encoding"] === "br" ? response : undefined;
    });
    expect(brotli.rawPayload.length).toBeLessThan(first.rawPayload.length);
  });

  it("answers a HEAD request from a cached page, and never keeps its empty body as the page", async () => {
    const head = await two.app.inject({ method: "HEAD", url: "/programmes" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-page-cache"]).toBeUndefined();
    const page = await two.app.inject({ url: "/programmes" });
    expect(page.headers["x-page-cache"]).toBe("miss");
    expect(page.body).toContain("Civil");
    const again = await two.app.inject({ url: "/programmes" });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).toBe(page.body);
    const cachedHead = await two.app.inject({ method: "HEAD", url: "/programmes" });
    expect(cachedHead.headers["x-page-cache"]).toBe("hit");
    expect(cachedHead.headers.etag).toBe(page.headers.etag);
    expect(cachedHead.body).toBe("");
  });

  it("answers a hit before Fastify with the very headers and bytes Fastify's answer has", async () => {
    const socket = http.createServer((request, response) => {
      if (!one.cache.answerFirst(request, response)) response.writeHead(599).end();
    });
    await new Promise<void>((resolve) => socket.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(socket.address() as AddressInfo).port}`;
    try {
      // Once the page's copies at the highest levels are made: until then a hit is compressed at once, at the fast
      // setting, and a later answer would be those other bytes.
      const plain = await one.app.inject({ url: "/notices" });
      const best = gzipSync(plain.rawPayload, { level: 9 }).length;
      const throughFastify = await until(async () => {
        const response = await one.app.inject({ url: "/notices", headers: { "accept-encoding": "gzip" } });
        return response.headers["content-encoding"] === "gzip" && response.rawPayload.length === best
          ? response
          : undefined;
      });
      const first = await fetch(`${base}/notices?utm_source=x`, { headers: { "accept-encoding": "gzip" } });
      expect(first.status).toBe(200);
      const perResponse = new Set(["date", "x-request-id", "connection", "keep-alive"]);
      const headersOf = (entries: [string, unknown][]) =>
        Object.fromEntries(
          entries.filter(([name]) => !perResponse.has(name)).map(([name, value]) => [name, String(value)]),
        );
      expect(headersOf([...first.headers])).toEqual(headersOf(Object.entries(throughFastify.headers)));
      // fetch undoes the gzip; the bytes it undid are the very bytes Fastify sent.
      expect(await first.text()).toBe(gunzipSync(throughFastify.rawPayload).toString());
      expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const revalidated = await fetch(`${base}/notices`, { headers: { "if-none-match": first.headers.get("etag")! } });
      expect(revalidated.status).toBe(304);
      // What must go through Fastify does: a page not cached yet, a body, anything that is not a page.
      expect((await fetch(`${base}/programmes?first=time`)).status).toBe(599);
      expect((await fetch(`${base}/notices`, { method: "POST", body: "x" })).status).toBe(599);
      expect((await fetch(`${base}/api/notices`)).status).toBe(599);
    } finally {
      await new Promise((resolve) => socket.close(resolve));
    }
  });

  it("keys pages by the query parameters and preference cookies pages read, and never serves a staff session", async () => {
    await one.app.inject({ url: "/notices" });
    expect((await one.app.inject({ url: "/notices?sent=contact" })).headers["x-page-cache"]).toBe("miss");
    expect(
      (await one.app.inject({ url: "/notices", headers: { cookie: "notice_dismissed=1" } })).headers["x-page-cache"],
    ).toBe("miss");
    const staff = await one.app.inject({ url: "/notices", headers: { cookie: "staff_session=abc" } });
    expect(staff.headers["x-page-cache"]).toBeUndefined();
    expect((await one.app.inject({ method: "POST", url: "/notices" })).headers["x-page-cache"]).toBeUndefined();
  });

  it("allows the page's inline scripts by their hashes, never by a nonce shared between responses", async () => {
    const a = await one.app.inject({ url: "/notices" });
    const b = await one.app.inject({ url: "/notices" });
    for (const response of [a, b]) {
      expect(response.body).not.toContain("nonce=");
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toContain("nonce-");
      expect(csp.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
    }
    // A page rendered without the cache still gets a fresh nonce of its own.
    const staff = await one.app.inject({ url: "/notices", headers: { cookie: "staff_session=abc" } });
    expect(String(staff.headers["content-security-policy"])).toMatch(/'nonce-[^']+'/);
  });

  it("a change saved through one process is served by both, and pages it did not touch keep their ETag", async () => {
    const notices = [await one.app.inject({ url: "/notices" }), await two.app.inject({ url: "/notices" })];
    const programmes = [await one.app.inject({ url: "/programmes" }), await two.app.inject({ url: "/programmes" })];
    expect(notices[0]!.headers.etag).toBe(notices[1]!.headers.etag);
    await addNotice(database, "Counselling on Monday");
    for (const site of [one, two]) {
      const changed = await until(async () => {
        const response = await site.app.inject({ url: "/notices" });
        return response.body.includes("Counselling on Monday") ? response : undefined;
      }, 1000);
      expect(changed.headers.etag).not.toBe(notices[0]!.headers.etag);
      const untouched = await site.app.inject({ url: "/programmes" });
      expect(untouched.headers["x-page-cache"]).toBe("hit");
      expect(untouched.headers.etag).toBe(programmes[0]!.headers.etag);
    }
  });

  it("keeps a legacy API answer like a page: by the parameters it reads, stale in both processes after a change", async () => {
    const url = "/api/ALLNews/WebNewsType?newstype=NB";
    const first = await one.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(first.json()).toEqual(expect.arrayContaining([expect.objectContaining({ title: "Admissions open" })]));
    const again = await one.app.inject({ url: `${url}&utm_source=x`, headers: { cookie: "lang=hi" } });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(String(again.headers["content-security-policy"])).toMatch(/script-src 'self'(;|$)/);
    expect((await one.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } })).statusCode).toBe(
      304,
    );
    // JSON from anything but the legacy API is answered afresh each time: only the API's keys read its parameters.
    const before = one.renders();
    for (const attempt of [1, 2]) {
      const list = await one.app.inject({ url: `/programme-list?p=${attempt}` });
      expect([attempt, list.statusCode, list.headers["x-page-cache"]]).toEqual([attempt, 200, undefined]);
    }
    expect(one.renders()).toBe(before + 2);
    // A wrong parameter is answered afresh each time, never kept.
    for (const attempt of [1, 2]) {
      const wrong = await one.app.inject({ url: "/api/ALLNews/WebNewsType?newstype=XX" });
      expect([attempt, wrong.statusCode, wrong.headers["x-page-cache"]]).toEqual([attempt, 400, undefined]);
    }
    await two.app.inject({ url });
    await addNotice(database, "Scholarship forms out");
    for (const site of [one, two]) {
      const changed = await until(async () => {
        const response = await site.app.inject({ url });
        return response.body.includes("Scholarship forms out") ? response : undefined;
      }, 1000);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    }
  });

  const untilStale = (site: typeof one) =>
    until(async () => (site.cache.store.get(NOTICES_KEY)?.staleAt === undefined ? undefined : true));

  it("a crowd asking for a page that just went stale gets one render, and the page as it was until it is done", async () => {
    const previous = await until(async () => {
      const response = await one.app.inject({ url: "/notices" });
      return response.headers["x-page-cache"] === "hit" ? response : undefined;
    });
    await addNotice(database, "Holiday on Friday");
    // Wait until the process has seen the change (its page is stale), then send the crowd at one instant.
    await untilStale(one);
    one.clock.stoppedAt = Date.now();
    const before = one.renders();
    const crowd = await Promise.all(Array.from({ length: 200 }, () => one.app.inject({ url: "/notices" })));
    one.clock.stoppedAt = undefined;
    expect(one.renders() - before).toBe(1);
    expect(crowd.every((response) => response.statusCode === 200)).toBe(true);
    // The request that found the page stale rendered it and had the new page; the others did not wait for it.
    const rendered = crowd.filter((response) => response.headers["x-page-cache"] === "miss");
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.body).toContain("Holiday on Friday");
    const stale = crowd.filter((response) => response.headers["x-page-cache"] === "stale");
    expect(stale.length).toBeGreaterThan(0);
    for (const response of stale) {
      expect(response.body).toBe(previous.body);
      expect(response.headers.etag).toBe(previous.headers.etag);
    }
    const after = await one.app.inject({ url: "/notices" });
    expect(after.headers["x-page-cache"]).toBe("hit");
    expect(after.body).toContain("Holiday on Friday");
  });

  it("a page stale for longer than the half second it may be served is not: the crowd waits for its one render", async () => {
    await one.app.inject({ url: "/notices" });
    await addNotice(database, "Exams from the 3rd");
    await untilStale(one);
    one.clock.stoppedAt = Date.now() + 500;
    const before = one.renders();
    const crowd = await Promise.all(Array.from({ length: 50 }, () => one.app.inject({ url: "/notices" })));
    one.clock.stoppedAt = undefined;
    expect(one.renders() - before).toBe(1);
    expect(crowd.every((response) => response.body.includes("Exams from the 3rd"))).toBe(true);
    expect(crowd.filter((response) => response.headers["x-page-cache"] === "stale")).toEqual([]);
  });

  it("a notice whose show window opens appears when it opens, with no write to the database", async () => {
    await one.app.inject({ url: "/notices" });
    const opens = new Date(Date.now() + 400).toISOString();
    await addNotice(database, "Opens shortly", { from: opens });
    const first = await until(async () => {
      const response = await one.app.inject({ url: "/notices" });
      return response.headers["x-page-cache"] === "hit" ? response : undefined;
    });
    expect(first.body).not.toContain("Opens shortly");
    const after = await until(async () => {
      const response = await one.app.inject({ url: "/notices" });
      return response.body.includes("Opens shortly") ? response : undefined;
    }, 2000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(opens));
    expect(after.statusCode).toBe(200);
  });
});
