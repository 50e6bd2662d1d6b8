import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/pages.ts";

describe("delivery of pages and assets", () => {
  it("serves page HTML complete on first byte: title, description, canonical and server data", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/"`);
    expect(html).toContain("Fee payment for the even semester"); // a notice from the database
  });

  it("caches hashed assets for a year, immutable, and compresses them", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl()}${asset}`, { headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("serves the manifest, the icons and a favicon", async () => {
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
    const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons;
    for (const icon of icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status).toBe(200);
    const favicon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("lists pages and gallery albums in the sitemap and blocks the API and staff pages in robots.txt", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/fees</loc>`);
  });
});
