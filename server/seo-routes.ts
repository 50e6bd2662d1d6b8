import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { listPublishedAddedPaths } from "../app/models/added-pages.server.ts";
import { listAlbums } from "../app/models/gallery.server.ts";
import { defaultLanguage, languages } from "../app/messages/catalogue.ts";
import { pathIn } from "../app/messages/language-path.ts";
import { publicPaths } from "../app/route-list.ts";
import type { Database } from "../db/schema.ts";

/** Every public path (`publicPaths`), in English: the pages editors added and the albums are read now. */
async function publicPathsNow(db: Kysely<Database>): Promise<string[]> {
  const [added, albums] = await Promise.all([listPublishedAddedPaths(db), listAlbums(db)]);
  return publicPaths(
    added,
    albums.map((album) => album.galleryCode),
  );
}

/** Every public URL in English (the Hindi ones are these put into Hindi). */
export async function publicUrls(db: Kysely<Database>, siteUrl: string): Promise<string[]> {
  return (await publicPathsNow(db)).map((path) => `${siteUrl}${path}`);
}

/**
 * A page's `<url>` entries, one per language, each naming the page in every language and the default (Google's
 * `xhtml:link` alternates; decision 056).
 */
function urlEntries(siteUrl: string, path: string): string[] {
  const alternates = [
    ...languages.map((language) => [language, pathIn(path, language)] as const),
    ["x-default", pathIn(path, defaultLanguage)] as const,
  ].map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${href}`)}"/>`,
  );
  return languages.map((language) =>
    [`  <url>`, `    <loc>${escapeXml(`${siteUrl}${pathIn(path, language)}`)}</loc>`, ...alternates, `  </url>`].join(
      "\n",
    ),
  );
}

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function registerSeoRoutes(app: FastifyInstance, db: Kysely<Database>, siteUrl: string) {
  app.get("/sitemap.xml", async (_request, reply) => {
    const paths = await publicPathsNow(db);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.flatMap((path) => urlEntries(siteUrl, path)),
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

  // Browsers ask for /favicon.ico on their own; the icon itself is a small PNG.
  app.get("/favicon.ico", async (_request, reply) => reply.redirect("/favicon-32.png", 301));
}
