import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import type { ShapeDocument } from "../schemas/page-shapes.ts";
import { MAX_LABEL } from "../core/menu.ts";
import { recordAudit } from "./audit.server.ts";
import { changeMenu, menuPlaceOfGroup } from "./menu.server.ts";
import { type PageActor, createPage, getPublishedDocument, pagePath } from "./pages.server.ts";

/*
 * Pages editors add at addresses the spec does not name (decision 043): created as drafts, served by the public
 * catch-all route once published, moved with a 301 from the old address. The spec's own pages are never these.
 */

/**
 * The shapes a page an editor adds may have (decision 049): every shape whose public page stands on its own at any
 * address, and whose lists the spec does not fix to a count (Pedagogy's ten methods, the eight scholarships). The one
 * list: the new-page form offers these, the catch-all draws them (a component each), the sitemap lists them.
 */
export const addableShapes = [
  "policy",
  "advisory",
  "governors",
  "visiting-faculty",
  "why-gumla",
  "virtual-lab",
  "campus",
  "fees",
] as const;
export type AddableShape = (typeof addableShapes)[number];
export const isAddableShape = (name: string): name is AddableShape =>
  (addableShapes as readonly string[]).includes(name);

/** Why an address cannot be given to a page: another page has it (any letter case), or a moved page had it. */
export type AddressInUse = "taken" | "old-address";

/** Whether another page than `pageId` has the address, or a page was moved away from it (its 301 answers there). */
export async function addressInUse(
  db: Kysely<Database>,
  path: string,
  pageId?: number,
): Promise<AddressInUse | undefined> {
  const lower = pagePath(path).toLowerCase();
  const holder = await db
    .selectFrom("pages")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["path"]), "=", lower))
    .executeTakeFirst();
  if (holder && holder.id !== pageId) return "taken";
  const redirect = await db
    .selectFrom("page_redirects")
    .select("page_id")
    .where((eb) => eb(eb.fn("lower", ["old_path"]), "=", lower))
    .executeTakeFirst();
  // A page may go back to an address it had: the redirect from there is dropped when it moves.
  return redirect && redirect.page_id !== pageId ? "old-address" : undefined;
}

export interface NewAddedPage {
  path: string;
  shape: AddableShape;
  title: string;
  menuGroup: string | null;
  /** Put a link to it in the menu, where the pages of its group are (shown once the page is published). */
  inMenu?: boolean;
  document: unknown;
}

export type AddPageResult =
  | { ok: true; pageId: number }
  | { ok: false; problem: AddressInUse }
  | { ok: false; problem: "invalid"; message: string };

/**
 * Creates a page an editor adds: revision 1 is its starter document, a draft; written to the audit log. With
 * `inMenu` and a group, a link to it is added to the menu in the same transaction (audited as the menu editor's
 * additions are); the public menu leaves it out while the page is not published (readSiteMenu).
 */
export async function addPage(
  database: Db,
  page: NewAddedPage,
  actor: PageActor,
  now: Date = new Date(),
): Promise<AddPageResult> {
  return writeTransaction(database, async (trx) => {
    const inUse = await addressInUse(trx, page.path);
    if (inUse) return { ok: false, problem: inUse };
    const made = await createPage(
      trx,
      { ...page, path: pagePath(page.path), namedBySpec: false, publish: false },
      actor,
      now,
    );
    if (!made.ok) return { ok: false, problem: "invalid", message: made.issues[0]?.message ?? "" };
    await recordAudit(trx, {
      ...actor,
      action: "page-created",
      entity: "page",
      entityId: made.pageId,
      after: { path: pagePath(page.path), shape: page.shape, menuGroup: page.menuGroup },
    });
    // A deleted page's address answers 410 until a page takes it again.
    await trx
      .deleteFrom("gone_pages")
      .where((eb) => eb(eb.fn("lower", ["path"]), "=", pagePath(page.path).toLowerCase()))
      .execute();
    if (page.inMenu && page.menuGroup) await addMenuLink(trx, pagePath(page.path), page, actor);
    return { ok: true, pageId: made.pageId };
  });
}

/** A link to a new page, where the pages of its group are in the menu. */
async function addMenuLink(trx: Kysely<Database>, path: string, page: NewAddedPage, actor: PageActor) {
  const place = await menuPlaceOfGroup(trx, page.menuGroup!);
  const label = page.title.slice(0, MAX_LABEL);
  const added = await changeMenu(trx, { intent: "add", kind: "link", place, label, target: path });
  // The place is a group or a menu's top that takes a link: a refusal is a fault of the code, not the editor's.
  if (!added.ok) throw new Error(`menu link for ${path}: ${added.message}`);
  await recordAudit(trx, {
    ...actor,
    action: "menu-add",
    entity: "menu_items",
    entityId: added.id,
    after: added.after ?? undefined,
  });
}

/** Whether a page an editor added was deleted at `path` (any letter case): its address answers 410 Gone. */
export async function isGone(db: Kysely<Database>, path: string): Promise<boolean> {
  const row = await db
    .selectFrom("gone_pages")
    .select("path")
    .where((eb) => eb(eb.fn("lower", ["path"]), "=", pagePath(path).toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** A published page an editor added, as the catch-all route shows it: its shape and that shape's document. */
export type AddedPage = {
  id: number;
  title: string;
  path: string;
  /** The day (IST) of its publish. */
  publishedOn: string;
  revisedOn: string;
  /** How many of its texts are shown in English on a page in another language (decision 066), and which. */
  untranslated: number;
  english: readonly string[];
} & { [S in AddableShape]: { shape: S; document: ShapeDocument<S> } }[AddableShape];

/*
 * Read through the page cache's tracked handle: the queries name `pages`, `page_revisions` and `page_translations`
 * without aliases, so a publish, unpublish, move or saved translation drops the cached page in every process
 * (decision 038).
 */

/**
 * The published page an editor added at `path` (any letter case), or undefined; in another language than English,
 * with the texts that have a current translation in it, as the spec's pages are (decision 066).
 */
export async function getPublishedAddedPage(
  db: Kysely<Database>,
  path: string,
  language = "en",
): Promise<AddedPage | undefined> {
  const row = await db
    .selectFrom("pages")
    .select("pages.shape")
    .where((eb) => eb(eb.fn("lower", ["pages.path"]), "=", pagePath(path).toLowerCase()))
    .where("pages.named_by_spec", "=", 0)
    .where("pages.published_revision_id", "is not", null)
    .executeTakeFirst();
  if (!row || !isAddableShape(row.shape)) return undefined;
  const published = await getPublishedDocument(db, path, row.shape, language);
  if (!published || published.path === null) return undefined;
  const { id, title, publishedOn, untranslated, english, shape, document } = published;
  const base = { id, title, path: published.path, publishedOn, revisedOn: publishedOn, untranslated, english };
  const page = { ...base, shape, document } as AddedPage;
  // A text that carries the date it took effect shows that date as "Last updated", as the spec's policy pages do.
  if (page.shape === "policy") return { ...page, revisedOn: page.document.lastUpdated ?? base.revisedOn };
  return page;
}

/** The addresses of the published pages editors added, for the sitemap (and so the route sweep). */
export async function listPublishedAddedPaths(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("pages")
    .select("path")
    .where("named_by_spec", "=", 0)
    .where("path", "is not", null)
    .where("published_revision_id", "is not", null)
    .where("shape", "in", [...addableShapes])
    .orderBy("path")
    .execute();
  return rows.map((row) => row.path!);
}
