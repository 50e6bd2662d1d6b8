import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { istDate } from "../core/format-date.ts";
import { type FieldIssue, type PageShape, type ShapeDocument, checkDocument } from "../schemas/page-shapes.ts";
import { translateDocument } from "../core/page-texts.ts";
import { recordAudit } from "./audit.server.ts";
import { checkPageDocument } from "./content.server.ts";
import { listTranslations, sourceHash } from "./page-translations.server.ts";
import { recordRevisionMedia } from "./page-revisions.server.ts";

/** Who changes a page, for the revision's author and the audit log. */
export interface PageActor {
  userId: number | null;
  email: string | null;
  ip?: string | null;
}

/**
 * A path as pages are stored and looked up: one leading slash, none at the end ("/about-us", "/" for home).
 * Letter case is kept as written; lookups ignore it, as the router does.
 */
export function pagePath(path: string): string {
  return `/${path.trim().replace(/^\/+|\/+$/g, "")}`;
}

export interface NewPage {
  /** Null for a block shown inside other pages (one per shape). */
  path: string | null;
  shape: PageShape;
  menuGroup: string | null;
  title: string;
  namedBySpec: boolean;
  document: unknown;
  note?: string;
  /** Publish revision 1 at once (the seed does; a page an editor creates starts as a draft). */
  publish: boolean;
}

export type CreatePageResult = { ok: true; pageId: number } | { ok: false; issues: FieldIssue[] };

/**
 * Creates a page with its document as revision 1; call it inside a write transaction. A document that does not
 * fit its shape, or a path another page has in any letter case, stores nothing.
 */
export async function createPage(
  trx: Kysely<Database>,
  page: NewPage,
  actor: PageActor,
  now: Date = new Date(),
): Promise<CreatePageResult> {
  const checked = checkPageDocument(page.shape, page.document);
  if (!checked.ok) return checked;
  const path = page.path === null ? null : pagePath(page.path);
  if (path !== null && (await findPageIdByPath(trx, path)) !== undefined) {
    return { ok: false, issues: [{ path: "path", message: `${path} is the address of another page` }] };
  }
  const at = now.toISOString();
  const { id } = await trx
    .insertInto("pages")
    .values({
      path,
      shape: page.shape,
      menu_group: page.menuGroup,
      title: page.title,
      named_by_spec: page.namedBySpec ? 1 : 0,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const revision = await trx
    .insertInto("page_revisions")
    .values({
      page_id: id,
      revision: 1,
      document: JSON.stringify(page.document),
      author_id: actor.userId,
      note: page.note ?? null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordRevisionMedia(trx, revision.id, page.document);
  if (page.publish) {
    await trx
      .updateTable("pages")
      .set({ published_revision_id: revision.id, published_at: at, published_by: actor.userId })
      .where("id", "=", id)
      .execute();
  }
  return { ok: true, pageId: id };
}

/** True once the database has a page: the seed of the page documents never runs over one. */
export async function hasAnyPage(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom("pages").select("id").limit(1).executeTakeFirst()) !== undefined;
}

async function findPageIdByPath(db: Kysely<Database>, path: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("pages")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["path"]), "=", pagePath(path).toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

/** What a public page needs besides its document: its title, shape and when its revision was published. */
export interface PublishedPage<S extends PageShape> {
  id: number;
  path: string | null;
  title: string;
  shape: S;
  revision: number;
  publishedAt: string;
  /** The day of that publish in India (YYYY-MM-DD), the date a page's "Last updated" line shows. */
  publishedOn: string;
  document: ShapeDocument<S>;
  /** How many of the document's texts are shown in English on a page in another language (0 in English). */
  untranslated: number;
  /** Those texts (and the title, when it is one), each once: the page marks them as English (decision 069). */
  english: readonly string[];
}

/*
 * Public pages read these queries through the page cache's handle, which tags a cached page with the tables its
 * queries name: tables are written out, not aliased, or the page would name "p" and "r" and never be cached.
 */
const publishedRows = (db: Kysely<Database>) =>
  db
    .selectFrom("pages")
    .innerJoin("page_revisions", "page_revisions.id", "pages.published_revision_id")
    .select([
      "pages.id",
      "pages.path",
      "pages.title",
      "pages.shape",
      "pages.published_at",
      "page_revisions.id as revision_id",
      "page_revisions.revision",
      "page_revisions.document",
    ]);

type PublishedRow = Awaited<ReturnType<ReturnType<typeof publishedRows>["executeTakeFirstOrThrow"]>>;

/**
 * The published document of a path, validated by its shape; undefined when no page has the path, it is not
 * published, or it has another shape than the caller shows. A stored document its shape now refuses (a schema made
 * stricter without a migration of the documents) throws with the field, so it fails loudly, like a bad content file.
 */
export async function getPublishedDocument<S extends PageShape>(
  db: Kysely<Database>,
  path: string,
  shape: S,
  language = "en",
): Promise<PublishedPage<S> | undefined> {
  const row = await publishedRows(db)
    .where((eb) => eb(eb.fn("lower", ["pages.path"]), "=", pagePath(path).toLowerCase()))
    .executeTakeFirst();
  return row && row.shape === shape ? publishedPage(db, row, shape, language) : undefined;
}

/** The published document of a block (a page without a path, one per shape), e.g. the placement rules. */
export async function getPublishedBlock<S extends PageShape>(
  db: Kysely<Database>,
  shape: S,
  language = "en",
): Promise<PublishedPage<S> | undefined> {
  const row = await publishedRows(db)
    .where("pages.path", "is", null)
    .where("pages.shape", "=", shape)
    .executeTakeFirst();
  return row ? publishedPage(db, row, shape, language) : undefined;
}

/**
 * Validated documents by database handle, revision and translation (a revision's English is keyed by its id alone),
 * so a page rendered again (the page cache missed, or another process's change) is not parsed again. A revision
 * never changes and a translation's key changes with any write to it, so an entry never goes stale; the oldest go
 * first past the cap. Callers treat the document as read-only: every render of the revision shares it.
 */
interface CheckedDocument {
  shape: PageShape;
  value: unknown;
  untranslated: number;
  english: readonly string[];
}
const checkedRevisions = new WeakMap<Kysely<Database>, Map<string, CheckedDocument>>();
const CHECKED_REVISIONS_KEPT = 200;

function checkedDocument<S extends PageShape>(
  db: Kysely<Database>,
  row: PublishedRow,
  shape: S,
  key: string,
  translate?: (document: unknown) => Omit<CheckedDocument, "shape" | "value"> & { document: unknown },
): { document: ShapeDocument<S>; untranslated: number; english: readonly string[] } {
  if (!checkedRevisions.has(db)) checkedRevisions.set(db, new Map());
  const cache = checkedRevisions.get(db)!;
  const kept = cache.get(key);
  if (kept?.shape === shape) return { ...kept, document: kept.value as ShapeDocument<S> };
  const english = JSON.parse(row.document) as unknown;
  let checked = checkDocument(shape, english);
  if (!checked.ok) {
    const issue = checked.issues[0];
    throw new Error(`page ${row.path ?? row.shape} revision ${row.revision}: ${issue?.path}: ${issue?.message}`);
  }
  let shown: Omit<CheckedDocument, "shape" | "value"> = { untranslated: 0, english: [] };
  if (translate) {
    const translated = translate(english);
    const checkedTranslation = checkDocument(shape, translated.document);
    // A translation its shape refuses (a limit the Hindi text breaks) is not shown: the page is shown in English.
    if (checkedTranslation.ok) [checked, shown] = [checkedTranslation, translated];
    else shown = translateDocument(english, () => undefined);
  }
  const { untranslated, english: inEnglish } = shown;
  cache.set(key, { shape, value: checked.value, untranslated, english: inEnglish });
  if (cache.size > CHECKED_REVISIONS_KEPT) cache.delete(cache.keys().next().value!);
  return { document: checked.value, untranslated, english: inEnglish };
}

async function publishedPage<S extends PageShape>(
  db: Kysely<Database>,
  row: PublishedRow,
  shape: S,
  language: string,
): Promise<PublishedPage<S>> {
  let title = row.title;
  let checked;
  let english: readonly string[] = [];
  if (language === "en") {
    checked = checkedDocument(db, row, shape, String(row.revision_id));
  } else {
    const translations = await listTranslations(db, row.id, language);
    const stamp = [...translations.values()].reduce(
      (latest, { updatedAt }) => (updatedAt > latest ? updatedAt : latest),
      "",
    );
    const key = `${row.revision_id} ${language} ${translations.size} ${stamp}`;
    const translationOf = (english: string) => translations.get(sourceHash(english))?.text;
    checked = checkedDocument(db, row, shape, key, (document) => translateDocument(document, translationOf));
    title = translationOf(row.title) ?? row.title;
    english = title === row.title && !checked.english.includes(title) ? [...checked.english, title] : checked.english;
  }
  return {
    id: row.id,
    path: row.path,
    title,
    shape,
    revision: row.revision,
    publishedAt: row.published_at!,
    publishedOn: istDate(row.published_at!),
    document: checked.document,
    untranslated: checked.untranslated,
    english,
  };
}

/**
 * The current path of a page that used to be at `path`, for a 301; undefined when no page moved from there. The
 * public catch-all asks it through the page cache's handle, so the tables are named, not aliased (decision 038).
 */
export async function findRedirect(db: Kysely<Database>, path: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("page_redirects")
    .innerJoin("pages", "pages.id", "page_redirects.page_id")
    .select("pages.path")
    .where((eb) => eb(eb.fn("lower", ["page_redirects.old_path"]), "=", pagePath(path).toLowerCase()))
    .executeTakeFirst();
  return row?.path ?? undefined;
}

export type MovePageResult = "moved" | "named-by-spec" | "taken" | "missing";

/**
 * Gives a page a new path and leaves a redirect from the old one. The spec's own paths never move; a path another
 * page has is refused; a redirect standing at the new path is dropped (the page is there now).
 */
export async function movePage(
  database: Db,
  pageId: number,
  newPath: string,
  actor: PageActor,
  now: Date = new Date(),
): Promise<MovePageResult> {
  const to = pagePath(newPath);
  return writeTransaction(database, async (trx) => {
    const page = await trx
      .selectFrom("pages")
      .select(["path", "named_by_spec"])
      .where("id", "=", pageId)
      .executeTakeFirst();
    if (!page || page.path === null) return "missing";
    if (page.named_by_spec) return "named-by-spec";
    const holder = await findPageIdByPath(trx, to);
    if (holder !== undefined && holder !== pageId) return "taken";
    await trx
      .deleteFrom("page_redirects")
      .where((eb) => eb(eb.fn("lower", ["old_path"]), "in", [to.toLowerCase(), page.path!.toLowerCase()]))
      .execute();
    await trx.updateTable("pages").set({ path: to }).where("id", "=", pageId).execute();
    // Menu links follow the page, so none leads through the redirect (decision 049).
    await trx
      .updateTable("menu_items")
      .set({ target: to })
      .where((eb) => eb(eb.fn("lower", ["target"]), "=", page.path!.toLowerCase()))
      .execute();
    // A deleted page's address answers 410 until a page takes it again (decision 049).
    await trx
      .deleteFrom("gone_pages")
      .where((eb) => eb(eb.fn("lower", ["path"]), "=", to.toLowerCase()))
      .execute();
    if (page.path.toLowerCase() !== to.toLowerCase()) {
      await trx
        .insertInto("page_redirects")
        .values({ old_path: page.path, page_id: pageId, created_at: now.toISOString() })
        .execute();
    }
    await recordAudit(trx, {
      ...actor,
      action: "page-moved",
      entity: "page",
      entityId: pageId,
      before: { path: page.path },
      after: { path: to },
    });
    return "moved";
  });
}
