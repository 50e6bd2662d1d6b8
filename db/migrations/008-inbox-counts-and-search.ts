import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The submission tables as the inbox counts and searches them, frozen as they stand at this migration: the kind's
 * key in submission_status, its first status, and the columns its search box looks in. A later change to a kind's
 * search columns needs a migration of its own (a model test compares the two).
 */
export const inboxTables = [
  { table: "enquiries", kind: "enquiry", initial: "new", search: ["name", "mobile_no", "reference"] },
  { table: "footer_enquiries", kind: "footer-enquiry", initial: "new", search: ["name", "mobile_no", "email"] },
  { table: "contact_messages", kind: "contact-message", initial: "new", search: ["name", "mobile_no", "email"] },
  {
    table: "alumni_feedback",
    kind: "alumni-feedback",
    initial: "new",
    search: ["name", "mobile_no", "email", "register_number"],
  },
  {
    table: "applications",
    kind: "application",
    initial: "received",
    search: ["name", "email", "mobile_no", "reference"],
  },
] as const;

type InboxTable = (typeof inboxTables)[number];

/**
 * The inbox at a million rows (decision 022).
 *
 * `inbox_counts` holds how many submissions of each kind stand in each status, so the counts over a whole list are a
 * read of a few rows instead of a count of every row. The database keeps it exact itself, by triggers on the
 * submission tables and on submission_status, in the transaction of every insert, status change and delete — whoever
 * writes, whatever order an erasure deletes in.
 *
 * The search box's substring search gets an index: trigram GIN indexes on PostgreSQL (pg_trgm), an FTS5 trigram
 * table per submission table on SQLite. The model still applies the original `like` to what the index finds, so the
 * answers stay exactly those of a full scan.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("inbox_counts")
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull())
    .addColumn("n", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("inbox_counts_pk", ["kind", "status"])
    .execute();

  if (dialect === "postgres") {
    // Writers wait from here, and the counts are taken in this same transaction: nothing is counted twice or missed.
    for (const table of inboxTables) await postgresCountTriggers(db, table);
    await countWhatIsThere(db);
    const opclass = await postgresTrigramOpclass(db);
    for (const table of inboxTables) {
      for (const column of table.search) {
        await db.schema
          .createIndex(`${table.table}_${column}_trgm`)
          .on(table.table)
          .using("gin")
          .expression(sql`lower(${sql.ref(column)}) ${opclass}`)
          .execute();
      }
    }
  } else {
    await sqliteInTransaction(db, async () => {
      for (const table of inboxTables) {
        await sqliteCountTriggers(db, table);
        await sqliteSearchTable(db, table);
      }
      await countWhatIsThere(db);
    });
  }
}

/** The counts of the submissions already there. */
async function countWhatIsThere(db: Kysely<unknown>) {
  for (const { table, kind, initial } of inboxTables) {
    await sql`insert into inbox_counts (kind, status, n)
      select ${literal(kind)}, coalesce(ss.status, ${literal(initial)}), count(*)
      from ${sql.table(table)} t
      left join submission_status ss on ss.kind = ${literal(kind)} and ss.submission_id = t.id
      group by 2`.execute(db);
  }
}

/** SQLite runs migrations outside a transaction; the triggers, the search tables and the counts go in as one. */
async function sqliteInTransaction(db: Kysely<unknown>, work: () => Promise<void>) {
  await sql`savepoint inbox_counts_and_search`.execute(db);
  try {
    await work();
    await sql`release inbox_counts_and_search`.execute(db);
  } catch (error) {
    await sql`rollback to inbox_counts_and_search`.execute(db);
    await sql`release inbox_counts_and_search`.execute(db);
    throw error;
  }
}

const literal = (text: string) => sql.lit(text);

/** Adds `delta` to the count of (kind, status); the first submission in a status creates its row. */
const bump = (kind: string, status: RawBuilder<unknown>, delta: number) =>
  sql`insert into inbox_counts (kind, status, n) values (${literal(kind)}, ${status}, ${sql.lit(delta)})
    on conflict (kind, status) do update set n = inbox_counts.n + excluded.n`;

/** The status of the table's submission `row`.id (a submission without a workflow row is in the first state). */
const statusOf = ({ kind, initial }: InboxTable, row: "new" | "old") =>
  sql`coalesce((select status from submission_status where kind = ${literal(kind)} and submission_id = ${sql.raw(row)}.id), ${literal(initial)})`;

/**
 * SQLite: a submission counts in its status when it arrives and stops counting when it goes; a workflow row that
 * comes, changes or goes moves its submission (if that exists) between the first state and the row's status.
 */
async function sqliteCountTriggers(db: Kysely<unknown>, table: InboxTable) {
  const { table: name, kind, initial } = table;
  const first = literal(initial);
  const about = (row: "new" | "old") =>
    sql`${sql.raw(row)}.kind = ${literal(kind)} and exists (select 1 from ${sql.table(name)} where id = ${sql.raw(row)}.submission_id)`;
  const leaves = sql`${bump(kind, sql`old.status`, -1)}; ${bump(kind, first, 1)};`;
  const enters = sql`${bump(kind, first, -1)}; ${bump(kind, sql`new.status`, 1)};`;
  const trigger = (suffix: string) => sql.id(`${name}_${suffix}`);
  const statements = [
    sql`create trigger ${trigger("count_insert")} after insert on ${sql.table(name)}
      begin ${bump(kind, statusOf(table, "new"), 1)}; end`,
    sql`create trigger ${trigger("count_delete")} after delete on ${sql.table(name)}
      begin ${bump(kind, statusOf(table, "old"), -1)}; end`,
    sql`create trigger ${trigger("status_insert")} after insert on submission_status when ${about("new")}
      begin ${enters} end`,
    sql`create trigger ${trigger("status_delete")} after delete on submission_status when ${about("old")}
      begin ${leaves} end`,
    sql`create trigger ${trigger("status_update_old")} after update on submission_status when ${about("old")}
      begin ${leaves} end`,
    sql`create trigger ${trigger("status_update_new")} after update on submission_status when ${about("new")}
      begin ${enters} end`,
  ];
  for (const statement of statements) await statement.execute(db);
}

/**
 * SQLite: an FTS5 table of the searched columns with the trigram tokenizer (case-insensitive), its content read
 * from the submission table and kept in step by triggers.
 */
async function sqliteSearchTable(db: Kysely<unknown>, { table, search }: InboxTable) {
  const index = sql.table(`${table}_search`);
  const columns = sql.join(search.map((column) => sql.id(column)));
  const values = (row: "new" | "old") => sql.join(search.map((column) => sql`${sql.raw(row)}.${sql.id(column)}`));
  const add = sql`insert into ${index} (rowid, ${columns}) values (new.id, ${values("new")})`;
  const remove = sql`insert into ${index} (${index}, rowid, ${columns}) values ('delete', old.id, ${values("old")})`;
  const trigger = (suffix: string) => sql.id(`${table}_search_${suffix}`);
  await sql`create virtual table ${index} using fts5(${columns},
    content=${literal(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into ${index} (${index}) values ('rebuild')`.execute(db);
  await sql`create trigger ${trigger("insert")} after insert on ${sql.table(table)} begin ${add}; end`.execute(db);
  await sql`create trigger ${trigger("delete")} after delete on ${sql.table(table)} begin ${remove}; end`.execute(db);
  await sql`create trigger ${trigger("update")} after update on ${sql.table(table)}
    begin ${remove}; ${add}; end`.execute(db);
}

/**
 * PostgreSQL: the same bookkeeping as sqliteCountTriggers, once per statement over its transition tables (a row
 * trigger would update one counter row once per row, and a bulk statement would walk an ever longer chain of that
 * row's versions). A workflow row's trigger takes a key-share lock on its submission, so a status change and a
 * deletion of the same submission at the same moment queue instead of both counting it.
 */
async function postgresCountTriggers(db: Kysely<unknown>, table: InboxTable) {
  const { table: name, kind, initial } = table;
  const k = literal(kind);
  const first = literal(initial);
  const add = (moves: RawBuilder<unknown>) => sql`insert into inbox_counts (kind, status, n)
    select ${k}, status, sum(n) from (${moves}) as moves group by status
    on conflict (kind, status) do update set n = inbox_counts.n + excluded.n`;
  /** Submissions arriving (+1) or going (-1), each in its status. */
  const submissions = (rows: string, sign: number) =>
    sql`select coalesce(ss.status, ${first}) as status, ${sql.lit(sign)} as n from ${sql.raw(rows)} t
      left join submission_status ss on ss.kind = ${k} and ss.submission_id = t.id`;
  /** Workflow rows coming (+1) or going (-1): their submission leaves the first state for the row's status. */
  const workflow = (rows: string, sign: number) =>
    sql`select w.status, ${sql.lit(sign)} as n from ${sql.raw(rows)} w join ${sql.table(name)} t on t.id = w.submission_id
        where w.kind = ${k}
      union all
      select ${first}, ${sql.lit(-sign)} from ${sql.raw(rows)} w join ${sql.table(name)} t on t.id = w.submission_id
        where w.kind = ${k}`;
  const lock = (rows: string) =>
    sql`perform 1 from ${sql.table(name)} t join ${sql.raw(rows)} w on w.submission_id = t.id and w.kind = ${k}
      for key share of t`;
  const trigger = async (
    suffix: string,
    on: string,
    event: "insert" | "update" | "delete",
    body: RawBuilder<unknown>,
  ) => {
    const fn = sql.id(`${name}_${suffix}`);
    const tables =
      event === "insert"
        ? sql`new table as came`
        : event === "delete"
          ? sql`old table as gone`
          : sql`old table as gone new table as came`;
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin ${body}; return null; end $$`.execute(db);
    await sql`create trigger ${fn} after ${sql.raw(event)} on ${sql.table(on)} referencing ${tables}
      for each statement execute function ${fn}()`.execute(db);
  };
  await trigger("count_insert", name, "insert", add(submissions("came", 1)));
  await trigger("count_delete", name, "delete", add(submissions("gone", -1)));
  await trigger("status_insert", "submission_status", "insert", sql`${lock("came")}; ${add(workflow("came", 1))}`);
  await trigger("status_delete", "submission_status", "delete", sql`${lock("gone")}; ${add(workflow("gone", -1))}`);
  await trigger(
    "status_update",
    "submission_status",
    "update",
    sql`${lock("gone")}; ${add(sql`${workflow("gone", -1)} union all ${workflow("came", 1)}`)}`,
  );
}

/**
 * PostgreSQL: pg_trgm, created once per database (in `public`, so no schema's drop takes it along) unless it is
 * there already; the operator class as the index needs it, qualified by wherever the extension lives.
 */
async function postgresTrigramOpclass(db: Kysely<unknown>) {
  // Two migrations creating the extension at once would collide on its catalogue entry.
  await sql`select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
}
