import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { type FieldChange, changedFields } from "../core/json-fields.ts";
import { mediaIdsOf } from "../schemas/content/picture.ts";
import { type FieldIssue, isPageShape } from "../schemas/page-shapes.ts";
import { recordAudit } from "./audit.server.ts";
import { checkPageDocument } from "./content.server.ts";
import { type MediaRecord, insertMedia } from "./media.server.ts";
import type { PageActor } from "./pages.server.ts";

export interface PageRevision {
  id: number;
  revision: number;
  document: unknown;
  authorId: number | null;
  authorName: string | null;
  note: string | null;
  createdAt: string;
}

/** Every revision of a page, newest first, with who saved it. */
export async function listRevisions(db: Kysely<Database>, pageId: number): Promise<PageRevision[]> {
  const rows = await revisionRows(db, pageId).orderBy("r.revision", "desc").execute();
  return rows.map(revisionOf);
}

export async function getRevision(
  db: Kysely<Database>,
  pageId: number,
  revision: number,
): Promise<PageRevision | undefined> {
  const row = await revisionRows(db, pageId).where("r.revision", "=", revision).executeTakeFirst();
  return row && revisionOf(row);
}

const revisionRows = (db: Kysely<Database>, pageId: number) =>
  db
    .selectFrom("page_revisions as r")
    .leftJoin("staff_users as u", "u.id", "r.author_id")
    .select(["r.id", "r.revision", "r.document", "r.author_id", "u.name", "r.note", "r.created_at"])
    .where("r.page_id", "=", pageId);

type RevisionRow = Awaited<ReturnType<ReturnType<typeof revisionRows>["executeTakeFirstOrThrow"]>>;

const revisionOf = (row: RevisionRow): PageRevision => ({
  id: row.id,
  revision: row.revision,
  document: JSON.parse(row.document),
  authorId: row.author_id,
  authorName: row.name,
  note: row.note,
  createdAt: row.created_at,
});

/**
 * The fields that differ from revision `from` to revision `to` of a page, each with its value before and after;
 * undefined when either revision does not exist.
 */
export async function compareRevisions(
  db: Kysely<Database>,
  pageId: number,
  from: number,
  to: number,
): Promise<FieldChange[] | undefined> {
  const [before, after] = await Promise.all([getRevision(db, pageId, from), getRevision(db, pageId, to)]);
  if (!before || !after) return undefined;
  return changedFields(before.document, after.document);
}

export interface DraftSave {
  pageId: number;
  /** The revision the editor started from: a save over a newer one is a conflict. */
  baseRevision: number;
  document: unknown;
  note?: string;
  /** Pictures uploaded with this save (stored files not yet recorded): recorded only if the revision is saved. */
  media?: readonly MediaRecord[];
}

export type DraftSaveResult =
  | { status: "saved"; revision: number }
  | { status: "invalid"; issues: FieldIssue[] }
  /** Someone saved after `baseRevision`: nothing was stored; `changedMeanwhile` lists the fields they changed. */
  | { status: "conflict"; latestRevision: number; changedMeanwhile: string[] }
  /** The page, or the revision the editor says it started from, does not exist. */
  | { status: "missing" };

/**
 * Saves a document as the page's next revision, a draft until it is published. Nothing is stored when the document
 * does not fit the page's shape, or when another save came after the revision the editor started from: two editors
 * never overwrite each other silently.
 */
export async function saveDraft(database: Db, save: DraftSave, actor: PageActor): Promise<DraftSaveResult> {
  return writeTransaction(database, async (trx) => {
    const page = await lockPage(trx, database.dialect, save.pageId);
    if (!page) return { status: "missing" };
    const checked = checkPageDocument(page.shape, save.document);
    if (!checked.ok) return { status: "invalid", issues: checked.issues };
    const latest = await latestRevision(trx, save.pageId);
    if (save.baseRevision < 1 || save.baseRevision > latest) return { status: "missing" };
    if (latest > save.baseRevision) {
      const [base, newest] = await Promise.all([
        getRevision(trx, save.pageId, save.baseRevision),
        getRevision(trx, save.pageId, latest),
      ]);
      const changed = changedFields(base?.document, newest?.document).map((change) => change.path);
      return { status: "conflict", latestRevision: latest, changedMeanwhile: changed };
    }
    const revision = latest + 1;
    for (const record of save.media ?? []) await insertMedia(trx, record);
    await insertRevision(trx, save.pageId, revision, save.document, actor, save.note ?? null);
    return { status: "saved", revision };
  });
}

export type RestoreResult =
  { status: "restored"; revision: number } | { status: "invalid"; issues: FieldIssue[] } | { status: "missing" };

/**
 * Saves an old revision's document again as the newest revision, a draft to publish like any other. The old
 * revision must still fit the page's shape (a shape may have grown stricter since).
 */
export async function restoreRevision(
  database: Db,
  pageId: number,
  revision: number,
  actor: PageActor,
): Promise<RestoreResult> {
  return writeTransaction(database, async (trx) => {
    const page = await lockPage(trx, database.dialect, pageId);
    const old = page && (await getRevision(trx, pageId, revision));
    if (!page || !old) return { status: "missing" };
    const checked = checkPageDocument(page.shape, old.document);
    if (!checked.ok) return { status: "invalid", issues: checked.issues };
    const next = (await latestRevision(trx, pageId)) + 1;
    await insertRevision(trx, pageId, next, old.document, actor, `Restored from revision ${revision}`);
    await recordAudit(trx, {
      ...actor,
      action: "page-restored",
      entity: "page",
      entityId: pageId,
      before: { revision },
      after: { revision: next },
    });
    return { status: "restored", revision: next };
  });
}

export async function latestRevision(db: Kysely<Database>, pageId: number): Promise<number> {
  const row = await db
    .selectFrom("page_revisions")
    .select((eb) => eb.fn.max("revision").as("n"))
    .where("page_id", "=", pageId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function insertRevision(
  trx: Kysely<Database>,
  pageId: number,
  revision: number,
  document: unknown,
  actor: PageActor,
  note: string | null,
) {
  const { id } = await trx
    .insertInto("page_revisions")
    .values({
      page_id: pageId,
      revision,
      document: JSON.stringify(document),
      author_id: actor.userId,
      note,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordRevisionMedia(trx, id, document);
}

/**
 * Names the uploaded pictures a revision's document shows beside it, so no picture a revision refers to is swept
 * (decision 047). An address naming no stored picture is left out: the editor refuses those before a save.
 */
export async function recordRevisionMedia(trx: Kysely<Database>, revisionId: number, document: unknown) {
  const ids = [...mediaIdsOf(document)];
  if (ids.length === 0) return;
  await trx
    .insertInto("page_revision_media")
    .columns(["revision_id", "media_id"])
    .expression((eb) =>
      eb
        .selectFrom("media")
        .select((sub) => [sub.val(revisionId).as("revision_id"), "id as media_id"])
        .where("id", "in", ids),
    )
    .execute();
}

/**
 * Reads a page's shape and, on PostgreSQL, locks its row until the transaction ends, so two saves of one page take
 * turns and the second sees the first's revision. SQLite needs no lock: its write transactions already take turns.
 */
export async function lockPage(trx: Kysely<Database>, dialect: Db["dialect"], pageId: number) {
  const query = trx.selectFrom("pages").select(["id", "shape"]).where("id", "=", pageId);
  const row = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return undefined;
  if (!isPageShape(row.shape)) throw new Error(`Page ${pageId} has an unknown shape: ${row.shape}`);
  return { id: row.id, shape: row.shape };
}
