import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { notFound } from "~/core/not-found.ts";
import { languageOfPath, pagePathOf } from "~/messages/language-path.ts";
import { type PublishedPage, getPublishedBlock, getPublishedDocument } from "~/models/pages.server.ts";
import type { PageShape, ShapeDocument } from "~/schemas/page-shapes.ts";
import type { Language } from "~/messages/catalogue.ts";
import type { Revised } from "./revised.ts";

/*
 * How a public page's loader gets its content: the published revision of the page at its address, from the
 * database handle of the request (the page cache's tracked one, so a publish drops the cached page at once).
 */

/**
 * The published page at `url` (the loader's `url`: no `.data` suffix, any letter case, a trailing slash allowed).
 * A Hindi address shows the page's document with its texts in Hindi where they are translated (decision 066). A path
 * without a page, a page not published, or a page of another shape is a 404.
 */
export async function publishedPageAt<S extends PageShape>(
  db: Kysely<Database>,
  url: URL,
  shape: S,
): Promise<PublishedPage<S>> {
  const page = await getPublishedDocument(db, pagePathOf(url.pathname), shape, languageOfPath(url.pathname));
  if (!page) throw notFound();
  return page;
}

/** The published block of a shape (a text two pages print); missing, the pages that print it cannot be shown. */
export async function publishedBlock<S extends PageShape>(
  db: Kysely<Database>,
  shape: S,
  language: Language = "en",
): Promise<PublishedPage<S>> {
  const block = await getPublishedBlock(db, shape, language);
  if (!block) throw new Error(`No published ${shape} block: the pages that print it cannot be shown`);
  return block;
}

/**
 * The date a page shows as "Last updated": a date the document carries itself (a policy's `lastUpdated`) wins;
 * otherwise the latest publish of the documents it prints (a page and a block it shows).
 */
export function revisedOn(pages: readonly Pick<PublishedPage<PageShape>, "publishedOn">[], own?: string): string {
  if (own) return own;
  return pages.map((page) => page.publishedOn).reduce((latest, day) => (day > latest ? day : latest));
}

/** The page's document as its components take it, with its revision date beside. */
export async function publishedDocumentAt<S extends PageShape>(
  db: Kysely<Database>,
  url: URL,
  shape: S,
): Promise<ShapeDocument<S> & Revised> {
  const page = await publishedPageAt(db, url, shape);
  return { ...page.document, revisedOn: revisedOn([page]) };
}
