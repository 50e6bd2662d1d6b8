import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { listAlbums } from "../app/models/gallery.server.ts";
import { parameterPages, staticPages } from "../app/route-list.ts";
import type { Database } from "../db/schema.ts";

/** Every public URL: the static pages of the route list, then one per published gallery album. */
export async function publicUrls(db: Kysely<Database>, siteUrl: string): Promise<string[]> {
  const paths = staticPages.map((page) => `/${page.path}`);
  if (parameterPages.some((page) => page.path.startsWith("gallery-photo/"))) {
    for (const album of await listAlbums(db)) paths.push(`/gallery-photo/${encodeURIComponent(album.galleryCode)}`);
  }
  return paths.map((path) => `${siteUrl}${path}`);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function registerSeoRoutes(app: FastifyInstance, db: Kysely<Database>, siteUrl: string) {
  app.get("/sitemap.xml", async (_request, reply) => {
    const urls = await publicUrls(db, siteUrl);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
      "</urlset>",
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`),
  );

  // Browsers ask for /favicon.ico on their own; the icon itself is an SVG with PNG fallbacks.
  app.get("/favicon.ico", async (_request, reply) => reply.redirect("/favicon.svg", 301));
}
