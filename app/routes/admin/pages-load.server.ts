import type { Kysely } from "kysely";
import { z } from "zod";
import { notFound } from "~/core/not-found.ts";
import type { Database } from "../../../db/schema.ts";
import { getPageListItem } from "~/models/page-list.server.ts";
import { compareRevisions, getRevision, listRevisions } from "~/models/page-revisions.server.ts";
import type { PageShape } from "~/schemas/page-shapes.ts";

const idSchema = z.coerce.number().int().positive();
const revisionParam = z.coerce.number().int().positive().optional().catch(undefined);

/** A page of the console by the id in its address; 404 when there is none. */
export async function loadPage(db: Kysely<Database>, rawId: string | undefined) {
  const id = idSchema.safeParse(rawId);
  const page = id.success ? await getPageListItem(db, id.data) : undefined;
  if (!page) throw notFound();
  return page;
}

/**
 * What a shape's editor starts from: the page of that shape (or one of those shapes) by the id in the address (any
 * other page has nothing for this editor: 404) and its latest revision (a draft, maybe), the one a save must name as its base.
 */
export async function loadEditedPage(
  db: Kysely<Database>,
  rawId: string | undefined,
  shapes: PageShape | readonly PageShape[],
) {
  const page = await loadPage(db, rawId);
  if (!([] as readonly string[]).concat(shapes).includes(page.shape)) throw notFound();
  const latest = await getRevision(db, page.id, page.latestRevision);
  if (!latest) throw notFound();
  return { page, latest };
}

/** What one comparison shows: a value as text, whatever JSON it is; a field one side lacks is `undefined`. */
export const shownValue = (value: unknown): string | null =>
  value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value);

/**
 * A page's revisions (without their documents: the table needs who, when and the note) and, when the address asks
 * (`?from=1&to=3`, a GET form), the fields changed between two of them; by default the public's revision against
 * the latest.
 */
export async function loadRevisions(db: Kysely<Database>, pageId: number, searchParams: URLSearchParams) {
  const revisions = (await listRevisions(db, pageId)).map(({ document: _document, ...rest }) => rest);
  const latest = revisions[0]?.revision ?? 0;
  const asked = searchParams.has("from") || searchParams.has("to");
  const from = revisionParam.parse(searchParams.get("from") ?? undefined);
  const to = revisionParam.parse(searchParams.get("to") ?? undefined);
  let comparison: {
    from: number;
    to: number;
    changes: { path: string; before: string | null; after: string | null }[];
  } | null = null;
  let compareMissing = false;
  if (asked) {
    const changes = from && to ? await compareRevisions(db, pageId, from, to) : undefined;
    if (changes && from && to) {
      comparison = {
        from,
        to,
        changes: changes.map((c) => ({ path: c.path, before: shownValue(c.before), after: shownValue(c.after) })),
      };
    } else compareMissing = true;
  }
  return { revisions, latest, comparison, compareMissing, compareFrom: from, compareTo: to };
}
