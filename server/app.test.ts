import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../tests/support/databases.ts";
import { startDemoApp } from "../tests/support/test-app.ts";
import { buildApp } from "./app.ts";
import { loggerOptions } from "./logger-options.ts";
import { loadConfig } from "./config.ts";
import { registerSecurityHeaders } from "./security-headers.ts";

const [sqlite] = await databaseKinds();

describe("server basics", () => {
  let app: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    app = await startDemoApp(sqlite!);
  });
  afterAll(async () => app.close());

  it("sends the security headers; an answer that renders no page draws no CSP nonce", async () => {
    const first = await app.app.inject({ url: "/healthz" });
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(first.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("allows a rendered page's inline scripts by a fresh nonce per response, the one the page was given", async () => {
    const server = Fastify({ logger: false });
    registerSecurityHeaders(server, { https: false, enforceCsp: true });
    server.get("/page", async (request) => `<script nonce="${request.cspNonce}">1</script>`);
    const first = await server.inject({ url: "/page" });
    const second = await server.inject({ url: "/page" });
    const nonce = /'nonce-([A-Za-z0-9+/=]{24})'/.exec(String(first.headers["content-security-policy"]))?.[1];
    expect(first.body).toBe(`<script nonce="${nonce}">1</script>`);
    expect(second.headers["content-security-policy"]).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(second.headers["content-security-policy"]).not.toBe(first.headers["content-security-policy"]);
  });

  it("answers every console path with no-store, however it is written", async () => {
    for (const url of ["/admin/login", "/ADMIN/login", "/admin/login.data"]) {
      expect((await app.app.inject({ url })).headers["cache-control"], url).toBe("no-store");
    }
  });

  it.each(["br", "gzip"])("compresses JSON with %s when the client accepts it", async (encoding) => {
    const response = await app.app.inject({
      url: "/api/Faculty/WebFacultyList?newstype=F", // over the 1 KiB threshold
      headers: { "accept-encoding": encoding },
    });
    expect(response.headers["content-encoding"]).toBe(encoding);
  });

  it("lists the home page in the sitemap and points robots.txt at it", async () => {
    const sitemap = await app.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("<loc>https://college.test/</loc>");
    const robots = await app.app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: https://college.test/sitemap.xml");
    expect(robots.body).toContain("Disallow: /admin");
  });

  it("answers /healthz with 200 while the database is reachable", async () => {
    const response = await app.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});

describe("health when the database is gone", () => {
  it("answers 503", async () => {
    const database = await sqlite!.open();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/unused" });
    const app = await buildApp({ config, database, pages: false, logger: false });
    await database.db.destroy();
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(503);
    await app.close();
    await database.cleanup().catch(() => undefined);
  });
});

describe("logs", () => {
  it("carry a request id but never query strings, bodies or client addresses", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await sqlite!.open();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: "/tmp/unused-logs" });
    const app = await buildApp({
      config,
      database,
      pages: false,
      logger: { ...(loggerOptions("info") as object), stream } as never,
    });
    await app.inject({
      url: "/api/ALLNews/WebNewsType?newstype=SN&name=Asha%20Kumari",
      headers: { authorization: "Bearer secret-token" },
    });
    await app.close();
    await database.cleanup();
    const text = lines.join("");
    expect(text).toContain('"path":"/api/ALLNews/WebNewsType"');
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(text).not.toContain("Asha");
    expect(text).not.toContain("secret-token");
    expect(text).not.toContain("127.0.0.1");
  });
});
