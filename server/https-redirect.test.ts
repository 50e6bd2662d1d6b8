import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { httpsRedirect, registerHttpsRedirect } from "./https-redirect.ts";
import { proxyTrust } from "./proxy-trust.ts";

function app(siteUrl: string, trustProxy: false | number) {
  const trust = trustProxy === false ? false : proxyTrust(trustProxy);
  const server = Fastify({ logger: false, trustProxy: trust });
  registerHttpsRedirect(server, httpsRedirect(siteUrl, trust));
  server.get("/*", async () => "page");
  return server;
}

describe("https redirect", () => {
  it("sends a request a trusted proxy received over http to the same page on the site's https address", async () => {
    const response = await app("https://college.example", 1).inject({
      url: "/civil?x=1",
      headers: { "x-forwarded-proto": "http", host: "evil.example" },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("https://college.example/civil?x=1");
  });

  it("leaves https requests, the health check, untrusted proxies and http sites alone", async () => {
    const trusted = app("https://college.example", 1);
    expect((await trusted.inject({ url: "/civil", headers: { "x-forwarded-proto": "https" } })).statusCode).toBe(200);
    expect((await trusted.inject({ url: "/healthz", headers: { "x-forwarded-proto": "http" } })).statusCode).toBe(200);
    // Behind a proxy the server does not believe, its header is not read: no redirect, so never a loop.
    const untrusted = app("https://college.example", false);
    expect((await untrusted.inject({ url: "/civil", headers: { "x-forwarded-proto": "http" } })).statusCode).toBe(200);
    const plain = app("http://localhost:3000", 1);
    expect((await plain.inject({ url: "/civil", headers: { "x-forwarded-proto": "http" } })).statusCode).toBe(200);
  });
});
