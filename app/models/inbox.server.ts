import { type AliasedExpression, type Expression, type Kysely, expressionBuilder, sql } from "kysely";
import type { Db, Dialect } from "../../db/client.ts";
import type { Database, SubmissionStatusTable } from "../../db/schema.ts";
import { type InboxField, type InboxKind, fieldOf } from "~/core/inbox/inbox-kind.ts";
import type { InboxFilter } from "~/core/inbox/inbox-query.ts";
import { istDayEnd, istDayStart } from "~/core/inbox/ist-day.ts";

export type FieldValue = string | number | null;
export type SubmissionRow = Record<string, FieldValue> & { id: number; createdAt: string; status: string };

/**
 * The submission tables seen through the column names of the kind descriptions (app/lib/inbox/*-kind*.ts): the
 * columns are data here, so they are not checked by the compiler; the model tests run every description against
 * both databases instead.
 */
type LooseDatabase = Record<string, Record<string, FieldValue>>;
const loose = (db: Kysely<Database>) => db as unknown as Kysely<LooseDatabase>;

/**
 * The query's own names, typed where every kind has them: the submission's id and arrival time, and its workflow
 * row (left-joined, so possibly absent).
 */
interface InboxView {
  t: { id: number; created_at: string };
  ss: { [C in keyof SubmissionStatusTable]: SubmissionStatusTable[C] | null };
}
const { fn, ref } = expressionBuilder<InboxView, keyof InboxView>();

/** The submission table as "t", its programme or course list as "lookup", its workflow row as "ss". */
function source(db: Kysely<Database>, kind: InboxKind) {
  const lookup = kind.lookup;
  return loose(db)
    .selectFrom(`${kind.table} as t`)
    .$if(lookup !== undefined, (query) =>
      query.innerJoin(`${lookup!.table} as lookup`, "lookup.id", `t.${lookup!.foreignKey}`),
    )
    .leftJoin("submission_status as ss", (join) =>
      join.on(ref("ss.submission_id"), "=", ref("t.id")).on(ref("ss.kind"), "=", kind.statusKind),
    );
}

/** A submission nobody has touched has no workflow row: it is in the workflow's first state. */
const statusOf = (kind: InboxKind) => fn.coalesce("ss.status", sql.lit(kind.workflow.initial));

/** Escapes `%`, `_` and the escape character itself for a `like … escape '\\'` pattern. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** The programme filter's value as its column holds it: a list id, or a footer course's name; undefined to ignore. */
function programmeValue(kind: InboxKind, value: string | undefined): string | number | undefined {
  if (!kind.programme || !value) return undefined;
  if (kind.programme.choices === "footer-courses") return value;
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The search box's text as it is matched: trimmed and lower-case; undefined when empty. */
const searchText = (filter: InboxFilter) => filter.q?.trim().toLowerCase() || undefined;

/** Past this many rows holding the text, a search walks the newest-first index instead (see searchPlan). */
const INDEXED_SEARCH_LIMIT = 1000;
/** How many rows tell which trigrams are common, and for how long that holds. */
const SAMPLE_ROWS = 2000;
const SAMPLE_MS = 60_000;
/** A trigram in more than this share of the sample is common. */
const COMMON_SHARE = 0.02;

const samples = new WeakMap<Kysely<Database>, Map<string, { texts: string[]; until: number }>>();

/** The searched text of a sample of the kind's rows, lower-case; kept a minute per database. */
async function sampleOf(db: Kysely<Database>, kind: InboxKind) {
  const byKind = samples.get(db) ?? new Map<string, { texts: string[]; until: number }>();
  samples.set(db, byKind);
  const cached = byKind.get(kind.table);
  if (cached && cached.until > Date.now()) return cached.texts;
  // Rows spread evenly over the ids, so the sample stands for the whole table and costs a few lookups by key.
  const bounds = await loose(db)
    .selectFrom(`${kind.table} as t`)
    .select([sql<number>`min(t.id)`.as("low"), sql<number>`max(t.id)`.as("high")])
    .executeTakeFirst();
  const low = Number(bounds?.low ?? 0);
  const high = Number(bounds?.high ?? 0);
  const step = Math.max(1, (high - low + 1) / SAMPLE_ROWS);
  const ids = [...new Set(Array.from({ length: SAMPLE_ROWS }, (_, i) => Math.floor(low + i * step)))];
  const rows = await loose(db)
    .selectFrom(`${kind.table} as t`)
    .select(kind.search.map((column, i) => sql.ref(column).as(`c${i}`)))
    .where(sql.ref("t.id"), "in", ids)
    .execute();
  const texts = rows.map((row) => Object.values(row).join("\n").toLowerCase());
  byKind.set(kind.table, { texts, until: Date.now() + SAMPLE_MS });
  return texts;
}

/**
 * The part of the search text to look up: its longest stretch whose trigrams are not common in the sample, or the
 * whole text. Any stretch of the text is held by every row that holds the whole, so the choice changes only the
 * cost of the lookup, never its answer — and a trigram most rows hold ("900" of every mobile number) makes FTS5 read
 * a million-entry list.
 */
function rarestStretch(q: string, sample: string[]) {
  const chars = [...q];
  const rare = chars.slice(0, -2).map((_, i) => {
    const trigram = chars.slice(i, i + 3).join("");
    return sample.filter((text) => text.includes(trigram)).length <= sample.length * COMMON_SHARE;
  });
  let best = { from: 0, length: 0 };
  for (let i = 0, run = 0; i < rare.length; i++) {
    run = rare[i] ? run + 1 : 0;
    if (run > best.length) best = { from: i - run + 1, length: run };
  }
  return best.length ? chars.slice(best.from, best.from + best.length + 2).join("") : q;
}

/**
 * How a search of three characters or more uses the indexes of migration 008; an empty plan scans as before.
 *
 * SQLite: `candidates`, the ids of the rows that may match, from the kind's FTS5 trigram table. It finds every row
 * whose searched columns hold the text case-insensitively — never fewer rows than the `like` finds — and the `like`
 * still decides, so the answer is the full scan's. A text that more rows hold than the cap ("sender") costs the table
 * more than the scan, which finds a page of them at once, so it keeps the scan.
 *
 * PostgreSQL: the planner uses the trigram GIN indexes for the `like` itself; `stretch` adds the like of the rarest
 * stretch of the text, which every matching row also satisfies, so the index reads short lists.
 */
async function searchPlan(
  db: Kysely<Database>,
  kind: InboxKind,
  filter: InboxFilter,
  dialect: Dialect,
): Promise<{ candidates?: number[]; stretch?: string }> {
  const q = searchText(filter);
  if (!q || [...q].length < 3) return {};
  const stretch = rarestStretch(q, await sampleOf(db, kind));
  if (dialect === "postgres") return stretch === q ? {} : { stretch };
  const index = sql.table(`${kind.table}_search`);
  const phrase = `"${stretch.replaceAll('"', '""')}"`;
  const { rows } = await sql<{ id: number }>`select rowid as id from ${index} where ${index} match ${phrase}
    limit ${INDEXED_SEARCH_LIMIT + 1}`.execute(db);
  return rows.length > INDEXED_SEARCH_LIMIT ? {} : { candidates: rows.map((row) => Number(row.id)) };
}

const likeAny = (kind: InboxKind, text: string) => {
  const like = `%${escapeLike(text)}%`;
  return sql<boolean>`(${sql.join(
    kind.search.map((column) => sql`lower(${sql.ref(column)}) like ${like} escape '\\'`),
    sql` or `,
  )})`;
};

/** The filtered submissions, the search going by `plan` (see searchPlan). */
function filtered(
  db: Kysely<Database>,
  kind: InboxKind,
  filter: InboxFilter,
  { candidates, stretch }: { candidates?: number[]; stretch?: string },
) {
  const q = searchText(filter);
  const like = `%${escapeLike(q ?? "")}%`;
  const programme = programmeValue(kind, filter.programme);
  const { status } = filter;
  return source(db, kind)
    .$if(candidates !== undefined, (query) =>
      query.where(
        candidates!.length ? sql<boolean>`${sql.ref("t.id")} in (${sql.join(candidates!)})` : sql<boolean>`0 = 1`,
      ),
    )
    .$if(stretch !== undefined, (query) => query.where(likeAny(kind, stretch!)))
    .$if(Boolean(q), (query) =>
      query.where((eb) =>
        eb.or(kind.search.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`)),
      ),
    )
    .$if(Boolean(filter.from), (query) => query.where(ref("t.created_at"), ">=", istDayStart(filter.from!)))
    .$if(Boolean(filter.to), (query) => query.where(ref("t.created_at"), "<", istDayEnd(filter.to!)))
    .$if(programme !== undefined, (query) => query.where(sql.ref(kind.programme!.column), "=", programme!))
    .$if(status !== undefined && status === kind.workflow.initial, (query) =>
      query.where((eb) => eb.or([eb(ref("ss.status"), "is", null), eb(ref("ss.status"), "=", status!)])),
    )
    .$if(status !== undefined && status !== kind.workflow.initial, (query) =>
      query.where(ref("ss.status"), "=", status!),
    );
}

/** The select list for `fields`, always with the id, arrival time and status. */
function selection(kind: InboxKind, fields: InboxField[], extra: Record<string, string> = {}) {
  const columns = new Map<string, Expression<unknown> & { as(alias: string): AliasedExpression<unknown, string> }>([
    ["id", ref("t.id")],
    ["createdAt", ref("t.created_at")],
    ["status", statusOf(kind)],
  ]);
  // The kinds' own columns are data (see LooseDatabase).
  for (const field of fields)
    columns.set(field.key, field.column === "status" ? statusOf(kind) : sql.ref(field.column));
  for (const [key, column] of Object.entries(extra)) columns.set(key, sql.ref(column));
  return [...columns].map(([key, expression]) => expression.as(key));
}

const toRow = (row: Record<string, unknown>) =>
  ({ ...(row as Record<string, FieldValue>), id: Number(row.id) }) as SubmissionRow;

const newestFirst = <Q extends { orderBy: (ref: Expression<unknown>, direction: "desc") => Q }>(query: Q) =>
  query.orderBy(ref("t.created_at"), "desc").orderBy(ref("t.id"), "desc");

/** Keyset pagination's condition: strictly after the cursor in newest-first order (row values, on both databases). */
const olderThan = (after: { createdAt: string; id: number }) =>
  sql<boolean>`(${ref("t.created_at")}, ${ref("t.id")}) < (${after.createdAt}, ${after.id})`;

/**
 * A page of the kind's submissions, newest first, after the cursor. Keyset pagination on (created_at, id) walks
 * the index of migration 004/007, so page 1000 costs what page 1 does.
 */
export async function listSubmissions(
  { db, dialect }: Db,
  kind: InboxKind,
  filter: InboxFilter,
  page: { after?: { createdAt: string; id: number }; limit: number },
): Promise<SubmissionRow[]> {
  const after = page.after;
  const fields = kind.list.map((key) => fieldOf(kind, key)).filter((field) => field !== undefined);
  const plan = await searchPlan(db, kind, filter, dialect);
  const query = filtered(db, kind, filter, plan)
    .select(selection(kind, fields))
    .$if(after !== undefined, (q) => q.where(olderThan(after!)));
  const rows = await newestFirst(query).limit(page.limit).execute();
  return rows.map(toRow);
}

/** Only the search box, the dates and the programme narrow the counts; the status filter never does. */
const narrows = (filter: InboxFilter) => Boolean(searchText(filter) || filter.from || filter.to || filter.programme);

/**
 * How many submissions match the filter in each status (the status filter itself aside), and in all. Over the whole
 * list they are read from the counts the database keeps (migration 008); a narrowed list is counted.
 */
export async function countByStatus({ db, dialect }: Db, kind: InboxKind, filter: InboxFilter) {
  const rows = narrows(filter)
    ? await filtered(db, kind, { ...filter, status: undefined }, await searchPlan(db, kind, filter, dialect))
        .select([sql.ref("ss.status").as("status"), sql<number>`count(*)`.as("n")])
        .groupBy(sql.ref("ss.status"))
        .execute()
    : await db
        .selectFrom("inbox_counts")
        .select(["status", "n"])
        .where("kind", "=", kind.statusKind)
        .where("n", "<>", 0)
        .execute();
  const byStatus: Record<string, number> = Object.fromEntries(kind.workflow.statuses.map((status) => [status, 0]));
  for (const row of rows) {
    const status = typeof row.status === "string" ? row.status : kind.workflow.initial;
    byStatus[status] = (byStatus[status] ?? 0) + Number(row.n);
  }
  const all = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  return { byStatus, all, matching: filter.status ? (byStatus[filter.status] ?? 0) : all };
}

/** Every field of one submission, or undefined. */
export async function findSubmission(
  db: Kysely<Database>,
  kind: InboxKind,
  id: number,
): Promise<SubmissionRow | undefined> {
  const row = await source(db, kind)
    .select(selection(kind, kind.fields))
    .where(ref("t.id"), "=", id)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The matching submissions with the chosen fields (and any `extra` columns), newest first. */
export async function exportSubmissions(
  { db, dialect }: Db,
  kind: InboxKind,
  filter: InboxFilter,
  fields: InboxField[],
  options: { extra?: Record<string, string>; limit?: number } = {},
): Promise<SubmissionRow[]> {
  const plan = await searchPlan(db, kind, filter, dialect);
  const query = filtered(db, kind, filter, plan).select(selection(kind, fields, options.extra));
  const rows = await newestFirst(query)
    .limit(options.limit ?? 100_000)
    .execute();
  return rows.map(toRow);
}

export interface StatusChange {
  from: string;
  to: string;
  note: string | null;
  email: string;
  at: string;
}

/** Who changed a submission's status, when, and why; oldest first. */
export async function statusHistory(db: Kysely<Database>, kind: InboxKind, id: number): Promise<StatusChange[]> {
  return db
    .selectFrom("status_changes")
    .select(["from_status as from", "to_status as to", "note", "email", "at"])
    .where("kind", "=", kind.statusKind)
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
}

/**
 * Records a status change and its note, only if the submission still stands where the change starts from (a
 * compare-and-set, so of two simultaneous changes one wins and the other gets false, on either database). Call inside
 * a write transaction, after checking the transition.
 */
export async function setSubmissionStatus(
  db: Kysely<Database>,
  kind: InboxKind,
  change: { id: number; from: string; to: string; note: string; userId: number; email: string },
): Promise<boolean> {
  const at = new Date().toISOString();
  const updated = await db
    .updateTable("submission_status")
    .set({ status: change.to, updated_at: at })
    .where("kind", "=", kind.statusKind)
    .where("submission_id", "=", change.id)
    .where("status", "=", change.from)
    .executeTakeFirst();
  let changed = Number(updated.numUpdatedRows) === 1;
  if (!changed && change.from === kind.workflow.initial) {
    // No workflow row yet means the first state; the primary key lets only one first change create it.
    const inserted = await db
      .insertInto("submission_status")
      .values({ kind: kind.statusKind, submission_id: change.id, status: change.to, updated_at: at })
      .onConflict((oc) => oc.columns(["kind", "submission_id"]).doNothing())
      .executeTakeFirst();
    changed = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  if (!changed) return false;
  await db
    .insertInto("status_changes")
    .values({
      kind: kind.statusKind,
      submission_id: change.id,
      from_status: change.from,
      to_status: change.to,
      note: change.note || null,
      user_id: change.userId,
      email: change.email,
      at,
    })
    .execute();
  return true;
}
