import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { inboxTables } from "../../db/migrations/008-inbox-counts-and-search.ts";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import type { InboxFilter } from "~/core/inbox/inbox-query.ts";
import { istDayEnd, istDayStart } from "~/core/inbox/ist-day.ts";
import { countByStatus, exportSubmissions, listSubmissions, setSubmissionStatus } from "./inbox.server.ts";

/**
 * The counts the database keeps (migration 008) and the indexed search give the answers of a brute-force filter
 * over the same rows, for every kind, on both databases: after status changes, workflow rows written and removed
 * by hand, and submissions deleted in either order.
 */
const databases = await databaseKinds();
const allKinds = [...enquiryKinds, applicationKind];

const names = [
  "Ram Kumar",
  "RAMESH Oraon",
  "राम कुमार",
  "सीता देवी",
  "Sunita_Lakra 100%",
  "Asha 50% Toppo",
  'Mary O\'Brien "Quote"',
  "Birsa Munda",
  "ramkumar",
  "Deepa_Toppo",
  "Kumari a_l Ekka",
  "Ramkrishna Back\\slash",
];

const queries = [
  "ra",
  "RAM",
  "Ram K",
  "  ramesh  ",
  "राम",
  "कु",
  "कुमार",
  "म कु",
  "%",
  "_",
  "100%",
  "0% t",
  "a_l",
  "_la",
  '"quote"',
  "o'b",
  "k\\s",
  "@EXAMPLE.in",
  "example",
  "90000",
  "00007",
  "ref-0",
  "zzz",
];

/** One submission of `kind` in row `i`, every required column filled. */
function rowOf(table: InboxKind["table"], i: number, ids: { programme: number; course: number }) {
  const name = names[i % names.length]!;
  const common = {
    name,
    mobile_no: `90000${String(i).padStart(5, "0")}`,
    created_at: new Date(Date.UTC(2026, 2, 1) + (i % 7) * 3_600_000 + Math.floor(i / 7) * 60_000).toISOString(),
  };
  const email = `${name.split(" ")[0]!.replace(/\W/g, "")}.${i}@Example.IN`;
  switch (table) {
    case "enquiries":
      return {
        ...common,
        reference: `REF-${i}`,
        programme_id: ids.programme,
        father_name: "F",
        gender: "M",
        date_of_birth: "2008-01-01",
      };
    case "footer_enquiries":
      return { ...common, email, course: "Civil" };
    case "contact_messages":
      return { ...common, email, subject: "Admission", message: "When?" };
    case "alumni_feedback":
      return {
        ...common,
        email,
        register_number: `R${String(i).padStart(9, "0")}`,
        graduation_date: "2020-06-30",
        course_id: ids.course,
        current_address: "Gumla",
        company_name_address: "-",
        employer_name_address: "-",
        remarks: "-",
      };
    case "applications":
      return {
        ...common,
        email,
        reference: `REF-${i}`,
        data_source: "WebAdmission",
        date_of_birth: "2008-01-01",
        gender: "F",
        category: "ST",
        programme_id: ids.programme,
        alter_mobile_no: null,
        father_name: "F",
        mother_name: "M",
        religion: "Sarna",
        address: "Village",
        city: "Gumla",
        pincode: "835207",
        id_proof_token: null,
        id_proof_last4: "4321",
        photo_record: `photo-${i}`,
        signature: null,
        remarks: null,
        is_lateral: 0,
      };
  }
}

describe.each(databases)("inbox counts and search on $name", (kindOfDatabase) => {
  let database: TestDatabase;
  let ids: { programme: number; course: number };

  beforeAll(async () => {
    database = await kindOfDatabase.open();
    const { db } = database;
    const programme = await db
      .insertInto("programmes")
      .values({
        display_text: "Diploma in Civil Engineering",
        program_name: "Civil",
        seat_group: "diploma",
        seats: 60,
        excluded: 0,
        sort_order: 0,
        published: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const course = await db
      .insertInto("alumni_courses")
      .values({ display_text: "Civil Engineering", sort_order: 0, published: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids = { programme: programme.id, course: course.id };
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  /** Every row of the kind with its status and searched columns, read plainly. */
  async function everyRow(kind: InboxKind) {
    const columns = kind.search.map((column) => sql.ref(column));
    const { rows } = await sql<Record<string, string | number | null>>`select t.id, t.created_at,
      coalesce(ss.status, ${kind.workflow.initial}) as status, ${sql.join(columns)}
      from ${sql.table(kind.table)} t
      left join submission_status ss on ss.kind = ${kind.statusKind} and ss.submission_id = t.id`.execute(database.db);
    return rows.map((row) => ({
      id: Number(row.id),
      createdAt: String(row.created_at),
      status: String(row.status),
      texts: kind.search.map((column) => String(row[column.slice(2)] ?? "")),
    }));
  }

  /** The brute-force answer: every row whose searched text holds the query, case aside; newest first. */
  async function bruteForce(kind: InboxKind, filter: InboxFilter) {
    const q = filter.q?.trim().toLowerCase() ?? "";
    const from = filter.from ? istDayStart(filter.from) : "";
    const to = filter.to ? istDayEnd(filter.to) : "\uffff";
    const matches = (row: Awaited<ReturnType<typeof everyRow>>[number]) =>
      (!q || row.texts.some((text) => text.toLowerCase().includes(q))) && row.createdAt >= from && row.createdAt < to;
    const rows = (await everyRow(kind))
      .filter(matches)
      .filter((row) => !filter.status || row.status === filter.status)
      .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
    const byStatus: Record<string, number> = Object.fromEntries(kind.workflow.statuses.map((status) => [status, 0]));
    for (const row of (await everyRow(kind)).filter(matches)) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
    const all = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    return {
      ids: rows.map((row) => row.id),
      counts: { byStatus, all, matching: filter.status ? (byStatus[filter.status] ?? 0) : all },
    };
  }

  async function expectBruteForce(kind: InboxKind, filter: InboxFilter) {
    const expected = await bruteForce(kind, filter);
    const listed = await listSubmissions(database, kind, filter, { limit: 10_000 });
    expect(
      listed.map((row) => row.id),
      `${kind.slug} ${JSON.stringify(filter)}`,
    ).toEqual(expected.ids);
    expect(await countByStatus(database, kind, filter), `${kind.slug} ${JSON.stringify(filter)}`).toEqual(
      expected.counts,
    );
  }

  const insertRows = async (kind: InboxKind, from: number, count: number) => {
    const rows = Array.from({ length: count }, (_, i) => rowOf(kind.table, from + i, ids));
    if (kind.table === "applications")
      await database.db
        .insertInto("uploads")
        .values(
          rows.map((_, i) => ({
            record: `photo-${from + i}`,
            kind: "photo" as const,
            file_name: "p.jpg",
            mime: "image/jpeg",
            width: 1,
            height: 1,
            bytes: 1,
            attached: 1,
            created_at: "2026-03-01T00:00:00.000Z",
          })),
        )
        .execute();
    for (let i = 0; i < rows.length; i += 200)
      // The submission tables are typed by their own model files; the rows here are built per table above.
      await (database.db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto(kind.table)
        .values(rows.slice(i, i + 200))
        .execute();
  };

  it("searches the columns the migration indexed, for every kind", () => {
    for (const kind of allKinds) {
      const indexed = inboxTables.find((table) => table.table === kind.table);
      expect(indexed?.kind, kind.slug).toBe(kind.statusKind);
      expect(indexed?.initial, kind.slug).toBe(kind.workflow.initial);
      expect([...(indexed?.search ?? [])].sort(), kind.slug).toEqual(
        kind.search.map((column) => column.replace(/^t\./, "")).sort(),
      );
    }
  });

  it.each(allKinds.map((kind) => ({ kind, slug: kind.slug })))(
    "$slug: counts and search agree with a brute-force filter through every kind of change",
    async ({ kind }) => {
      const { db } = database;
      await insertRows(kind, 0, 60);
      const check = async () => {
        await expectBruteForce(kind, {});
        for (const status of kind.workflow.statuses) await expectBruteForce(kind, { status });
        for (const q of queries) await expectBruteForce(kind, { q });
        await expectBruteForce(kind, { q: "ram", status: kind.workflow.statuses[1] });
      };
      await check();

      const rows = await everyRow(kind);
      const [second, third] = kind.workflow.statuses.slice(1) as [string, string];
      const change = (id: number, from: string, to: string) =>
        writeTransaction(database, (trx) =>
          setSubmissionStatus(trx, kind, { id, from, to, note: "checked", userId: 1, email: "office@example.in" }),
        );
      // Through the model: first changes, a second step, and a stale change that must not count.
      for (const row of rows.slice(0, 20)) expect(await change(row.id, kind.workflow.initial, second)).toBe(true);
      for (const row of rows.slice(0, 8)) expect(await change(row.id, second, third)).toBe(true);
      expect(await change(rows[0]!.id, second, third)).toBe(false);
      await check();

      // By hand: a workflow row written back to the first state, one removed, one moved between statuses.
      await db
        .updateTable("submission_status")
        .set({ status: kind.workflow.initial })
        .where("kind", "=", kind.statusKind)
        .where("submission_id", "=", rows[9]!.id)
        .execute();
      await db
        .deleteFrom("submission_status")
        .where("kind", "=", kind.statusKind)
        .where("submission_id", "=", rows[10]!.id)
        .execute();
      await db
        .updateTable("submission_status")
        .set({ status: third })
        .where("kind", "=", kind.statusKind)
        .where("submission_id", "=", rows[11]!.id)
        .execute();
      await check();

      // Erasures: the submission before its workflow row, the workflow row before the submission, and a
      // submission that never had one; the searched text of the erased rows leaves the search too.
      const table = (database.db as unknown as Kysely<Record<string, { id: number }>>).deleteFrom(kind.table);
      await table.where("id", "=", rows[1]!.id).execute();
      await db
        .deleteFrom("submission_status")
        .where("kind", "=", kind.statusKind)
        .where("submission_id", "=", rows[1]!.id)
        .execute();
      await db
        .deleteFrom("submission_status")
        .where("kind", "=", kind.statusKind)
        .where("submission_id", "=", rows[2]!.id)
        .execute();
      await table.where("id", "=", rows[2]!.id).execute();
      await table.where("id", "=", rows[40]!.id).execute();
      // A workflow row for a submission that is not there counts for nothing.
      await db
        .insertInto("submission_status")
        .values({ kind: kind.statusKind, submission_id: 999_999, status: second, updated_at: "2026-03-02T00:00:00Z" })
        .execute();
      await check();

      // More arrivals after all that, and the export sees what the list sees.
      await insertRows(kind, 60, 12);
      await check();
      const exported = await exportSubmissions(database, kind, { q: "राम" }, []);
      expect(exported.map((row) => row.id)).toEqual((await bruteForce(kind, { q: "राम" })).ids);
    },
  );

  it("answers a search most rows hold as the scan does, on either path", async () => {
    const kind = enquiryKinds.find((candidate) => candidate.table === "contact_messages")!;
    await insertRows(kind, 1000, 1100);
    // Every row holds "9000" and "example.in": more than the indexed search takes, so these walk the list.
    for (const q of ["9000", "example.in", "Ram", "ram kumar", "90001", "0% t"]) {
      await expectBruteForce(kind, { q });
      await expectBruteForce(kind, { q, from: "2026-03-01", to: "2026-03-01" });
      await expectBruteForce(kind, { q, status: "new" });
    }
    await expectBruteForce(kind, { from: "2026-03-01", to: "2026-03-01" });
  });
});
