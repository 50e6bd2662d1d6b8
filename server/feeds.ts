import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type DatedNewsKind, listDatedNews } from "../app/models/news.server.ts";
import { type Language, type MessageKey, translator } from "../app/messages/catalogue.ts";
import { pathIn } from "../app/messages/language-path.ts";
import { institution } from "../app/settings/institution.ts";
import type { Database } from "../db/schema.ts";
import { escapeXml } from "./seo-routes.ts";

/**
 * The feeds of the site, by address: what each carries, the catalogue key of its title, and its language (the Hindi
 * feeds carry the items' Hindi titles where they have one, and link to the Hindi pages).
 */
export const feeds: Record<string, { kind: DatedNewsKind; title: MessageKey; language: Language }> = {
  "/feeds/news.xml": { kind: "SN", title: "archive.kind.SN", language: "en" },
  "/feeds/notices.xml": { kind: "NB", title: "archive.kind.NB", language: "en" },
  "/hi/feeds/news.xml": { kind: "SN", title: "archive.kind.SN", language: "hi" },
  "/hi/feeds/notices.xml": { kind: "NB", title: "archive.kind.NB", language: "hi" },
};

/** An item's link as a feed reader needs it: absolute, on the site's address when the item links within the site. */
const absolute = (link: string, siteUrl: string) => {
  try {
    return new URL(link, `${siteUrl}/`).href;
  } catch {
    return `${siteUrl}/`;
  }
};

/**
 * Atom feeds of the latest news and the notice board (GIGW asks for feeds of what a site announces): the items the
 * home page shows now, newest first. Written here rather than by a feed library: titles are plain text, and the
 * library tried (`feed`) marks every title as HTML, so a reader would drop "<due>" from "Fees <due>" (decision 054).
 */
export async function feedXml(db: Kysely<Database>, siteUrl: string, address: string): Promise<string> {
  const { kind, title, language } = feeds[address]!;
  const t = translator(language);
  const items = await listDatedNews(db, kind, language);
  const self = `${siteUrl}${address}`;
  const updated = new Date(items[0]?.shownFrom ?? 0).toISOString();
  const text = (name: string, value: string) => `<${name} type="text">${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${escapeXml(self)}</id>`,
    `  ${text("title", `${t(title)} | ${institution.shortName}`)}`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolute(pathIn("/", language), siteUrl))}"/>`,
    `  <author><name>${escapeXml(institution.name)}</name></author>`,
    ...items.map((item) =>
      [
        "  <entry>",
        `    <id>${escapeXml(`${self}#${item.id}`)}</id>`,
        `    ${text("title", item.title)}`,
        `    <link rel="alternate" href="${escapeXml(absolute(pathIn(item.targetLink, language), siteUrl))}"/>`,
        `    <updated>${new Date(item.shownFrom).toISOString()}</updated>`,
        "  </entry>",
      ].join("\n"),
    ),
    "</feed>",
    "",
  ].join("\n");
}

export function registerFeedRoutes(app: FastifyInstance, db: Kysely<Database>, siteUrl: string) {
  for (const address of Object.keys(feeds)) {
    app.get(address, async (_request, reply) =>
      reply
        .type("application/atom+xml; charset=utf-8")
        // Readers poll; five minutes keeps a crowd of them cheap and a new notice late by at most that.
        .header("cache-control", "public, max-age=300")
        .send(await feedXml(db, siteUrl, address)),
    );
  }
}
