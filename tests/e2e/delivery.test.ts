import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/pages.ts";

/** A GET whose body is read as it was sent, with the encodings it accepts. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("delivery of pages and assets", () => {
  it("serves page HTML complete on first byte: title, description, canonical and server data", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/"`);
    expect(html).toContain("Fee payment for the even semester"); // a notice from the database
  });

  it("caches hashed assets for a year, immutable, and sends them compressed at the highest levels", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // The first script the page names that is large enough to be worth compressing (1 KB, as the build and server).
    let asset: string | undefined;
    let plain: Awaited<ReturnType<typeof rawGet>> | undefined;
    for (const [found] of html.matchAll(/\/assets\/[\w.-]+\.js/g)) {
      // Raw bodies: fetch would decompress them.
      plain = await rawGet(`${baseUrl()}${found}`, "identity");
      if (plain.body.length >= 1024) {
        asset = found;
        break;
      }
    }
    if (!asset || !plain) throw new Error("the home page names no script of 1 KB or more");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await rawGet(`${baseUrl()}${asset}`, "br, gzip");
    expect(br.status).toBe(200);
    expect(br.headers["cache-control"]).toBe("public, max-age=31557600, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(zlib.brotliDecompressSync(br.body)).toEqual(plain.body);
    // Made by the build at quality 11, smaller than the fast setting the server compresses pages with.
    const atQuality5 = zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(br.body.length).toBeLessThan(atQuality5.length);
    const gz = await rawGet(`${baseUrl()}${asset}`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body)).toEqual(plain.body);
    expect(gz.body.length).toBe(zlib.gzipSync(plain.body, { level: 9 }).length);
    // The compressed copies beside the files are not addresses of their own.
    expect((await fetch(`${baseUrl()}${asset}.br`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}${asset}.gz`)).status).toBe(404);
  });

  it("serves the manifest, the icons and a favicon", async () => {
    const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
    const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons;
    for (const icon of icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status).toBe(200);
    const favicon = await fetch(`${baseUrl()}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toContain("image/png");
  });

  it("lists pages and gallery albums in the sitemap and blocks the API and staff pages in robots.txt", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/fees</loc>`);
  });
});
