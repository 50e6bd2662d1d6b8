import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase, tableColumns } from "../../tests/support/databases.ts";
import { TEST_APPLICANT, insertApplication } from "../../tests/support/submission-rows.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { storeIdProof } from "./aadhaar-vault.server.ts";
import { recordAudit } from "./audit.server.ts";
import { changeDataRightsRequest, createDataRightsRequest } from "./data-rights.server.ts";
import { setRetentionYears, retentionYears } from "./institution-settings.server.ts";
import { setSubmissionStatus } from "./inbox.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";
import { TABLES_ERASED, eraseApplication, istYear } from "./personal-data-erasure.server.ts";
import { eraseDueApplications, listRetentionCounts, retentionCutoff } from "./retention.server.ts";

const kinds = await databaseKinds();
const ADMIN = { userId: 1, email: "admin@college.test", ip: "203.0.113.9" };

/** Every table's row count, the tables read from the database itself (not a list written here). */
async function rowCounts(database: TestDatabase): Promise<Record<string, number>> {
  const tables =
    database.dialect === "postgres"
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(database.db)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table'
            and name not like 'sqlite_%'`.execute(database.db)
        ).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(database.db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** An application with something in every table that holds its data, and its photo's file in `photos`. */
async function applicationWithEverything(database: TestDatabase, reference: string, photos: string) {
  const id = await insertApplication(database.db, { reference, dateOfBirth: "2009-05-14" });
  const idProofToken = await storeIdProof(database.db, makeKeyring(randomBytes(32)), "482915736041");
  await database.db.updateTable("applications").set({ id_proof_token: idProofToken }).where("id", "=", id).execute();
  const application = await database.db
    .selectFrom("applications")
    .innerJoin("uploads", "uploads.record", "applications.photo_record")
    .select(["uploads.file_name"])
    .where("applications.id", "=", id)
    .executeTakeFirstOrThrow();
  fs.writeFileSync(path.join(photos, application.file_name), "a photo");
  await setSubmissionStatus(database.db, applicationKind, {
    id,
    from: "received",
    to: "under-review",
    note: `Called ${TEST_APPLICANT.name} about the marks`,
    userId: 1,
    email: "clerk@college.test",
  });
  await enqueueMail(database.db, [
    {
      to: "applicant@example.in",
      subject: reference,
      text: "…",
      purpose: "status",
      submission: { kind: "applications", id },
    },
  ]);
  await database.db
    .insertInto("form_answers")
    .values({ once_key: `k-${reference}`, form: "admission", answer: JSON.stringify({ reference }), created_at: "x" })
    .execute();
  await recordAudit(database.db, {
    userId: 1,
    email: "clerk@college.test",
    action: "status-changed",
    entity: "applications",
    entityId: id,
    after: { note: `Called ${TEST_APPLICANT.name}` },
  });
  return id;
}

describe.each(kinds)("erasure and retention on $name", (kind) => {
  let database: TestDatabase;
  let photos: string;

  beforeAll(async () => {
    database = await kind.open();
    photos = fs.mkdtempSync(path.join(os.tmpdir(), "erasure-photos-"));
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(photos, { recursive: true, force: true });
  });

  it("deletes the application's rows in every table and its photo's file, and keeps one audit entry without its data", async () => {
    const keep = await applicationWithEverything(database, "GP-2026-KEEP22", photos);
    const id = await applicationWithEverything(database, "GP-2026-GONE33", photos);
    const request = await createDataRightsRequest(
      database,
      { kind: "erasure", name: "Zebulon", email: "z@example.in", details: "Please erase it all", language: "en" },
      "https://college.test",
    );
    const requestRow = await database.db
      .selectFrom("data_rights_requests")
      .select("id")
      .where("reference", "=", request.reference)
      .executeTakeFirstOrThrow();
    expect(
      await changeDataRightsRequest(
        database,
        requestRow.id,
        { kind: "link", applicationReference: "GP-2026-GONE33" },
        ADMIN,
      ),
    ).toBe("done");
    const before = await rowCounts(database);
    expect(fs.readdirSync(photos)).toHaveLength(2);

    const summary = await eraseApplication(database, { photosDir: photos }, id, ADMIN, {
      kind: "request",
      request: request.reference,
    });
    expect(summary).toMatchObject({ applicationId: id, reference: "GP-2026-GONE33", status: "under-review", files: 1 });

    const after = await rowCounts(database);
    const changed = Object.fromEntries(
      Object.keys(before)
        .filter((table) => before[table] !== after[table])
        .map((table) => [table, after[table]! - before[table]!]),
    );
    // Rows gone from the tables that held them; one audit entry more; nothing else moved.
    expect(changed).toMatchObject({
      applications: -1,
      aadhaar_vault: -1,
      uploads: -1,
      submission_status: -1,
      status_changes: -1,
      mail_outbox: -1,
      form_answers: -1,
      audit_log: 1,
    });
    for (const [table, delta] of Object.entries(changed)) {
      // The search index's segments, rewritten whole by its `optimize` after the erasure.
      if (table === "audit_log" || /_search_(data|idx)$/.test(table)) continue;
      expect(delta, table).toBeLessThan(0);
    }
    expect(fs.readdirSync(photos)).toHaveLength(1);

    const audit = await database.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    const entry = audit.find((row) => row.action === "application-erased")!;
    expect(entry).toMatchObject({ entity: "applications", entity_id: String(id), email: ADMIN.email });
    const everything = JSON.stringify(audit.filter((row) => row.entity_id === String(id)));
    for (const personal of [
      TEST_APPLICANT.name,
      TEST_APPLICANT.address,
      TEST_APPLICANT.fatherName,
      "applicant@example.in",
    ])
      expect(everything).not.toContain(personal);
    const link = await database.db
      .selectFrom("data_rights_requests")
      .select("application_id")
      .where("id", "=", requestRow.id)
      .executeTakeFirstOrThrow();
    expect(link.application_id).toBeNull();

    // The other application is untouched, and a second erasure of the same one does nothing.
    expect(await database.db.selectFrom("applications").select("id").where("id", "=", keep).execute()).toHaveLength(1);
    expect(await eraseApplication(database, { photosDir: photos }, id, ADMIN, { kind: "request", request: "x" })).toBe(
      undefined,
    );
    expect((await rowCounts(database)).audit_log).toBe(after.audit_log);
  });

  it("reaches every table whose rows point at an application or a submission (columns read from the database)", async () => {
    const columns = await tableColumns(database);
    const pointing =
      /^(application_id|application_reference|submission_id|submission_table|submission_kind|photo_record|id_proof_token)$/;
    const tables = new Set(columns.filter((c) => pointing.test(c.column)).map((c) => c.table));
    expect(tables.size).toBeGreaterThan(3);
    for (const table of tables) expect(TABLES_ERASED, table).toContain(table);
  });

  it("retention: erases what is past its years once across processes, counts it by year, programme and status", async () => {
    const now = new Date("2026-11-24T10:00:00.000Z");
    expect(retentionCutoff(now, 3)).toBe("2022-12-31T18:30:00.000Z");
    expect(istYear("2022-12-31T18:29:59.000Z")).toBe(2022);
    expect(istYear("2022-12-31T18:30:00.000Z")).toBe(2023);
    expect(await retentionYears(database.db)).toBe(3);
    const old = await applicationWithEverything(database, "GP-2022-OLD444", photos);
    const recent = await applicationWithEverything(database, "GP-2023-NEW555", photos);
    await database.db
      .updateTable("applications")
      .set({ created_at: "2022-12-31T18:29:59.000Z" })
      .where("id", "=", old)
      .execute();
    await database.db
      .updateTable("applications")
      .set({ created_at: "2022-12-31T18:30:00.000Z" })
      .where("id", "=", recent)
      .execute();

    // Two processes run the job at the same moment: the old application is erased and counted once.
    // PostgreSQL: a second pool, as another process. SQLite: one handle, whose writes queue as another process's
    // would wait on the file's lock (two handles in one thread would block each other's busy wait).
    const other = kind.name === "postgres" ? database.reopen() : database;
    const runs = await Promise.all([
      eraseDueApplications(database, { photosDir: photos }, now),
      eraseDueApplications(other, { photosDir: photos }, now),
    ]);
    if (other !== database) await other.db.destroy();
    expect(runs[0]! + runs[1]!).toBe(1);
    const left = await database.db.selectFrom("applications").select("reference").execute();
    expect(left.map((row) => row.reference)).not.toContain("GP-2022-OLD444");
    expect(left.map((row) => row.reference)).toContain("GP-2023-NEW555");
    expect(await listRetentionCounts(database.db)).toEqual([
      { admission_year: 2022, programme: "Diploma in Civil Engineering", status: "under-review", erased: 1 },
    ]);
    const audits = await database.db
      .selectFrom("audit_log")
      .select(["after_json", "user_id"])
      .where("action", "=", "application-erased")
      .where("entity_id", "=", String(old))
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.user_id).toBeNull();
    expect(audits[0]!.after_json).toContain("retention 3 years");

    // A shorter period, set in the console, reaches the next year's applications.
    expect(await setRetentionYears(database, 2, ADMIN, now)).toBe(true);
    expect(await setRetentionYears(database, 2, ADMIN, now)).toBe(false);
    expect(await eraseDueApplications(database, { photosDir: photos }, now)).toBeGreaterThanOrEqual(1);
    expect(await database.db.selectFrom("applications").select("id").where("id", "=", recent).execute()).toEqual([]);
    expect(await eraseDueApplications(database, { photosDir: photos }, now)).toBe(0);
  });

  it.runIf(kind.name === "postgres")(
    "an erasure that waited on another's finds the application gone and changes nothing, the other's audit entry kept",
    async () => {
      const id = await applicationWithEverything(database, "GP-2026-RACE01", photos);
      // The first erasure, as far as its commit: its rows deleted and its audit entry written, in a transaction that
      // holds their locks.
      const first = database.reopen();
      const second = database.reopen();
      try {
        await first.db.connection().execute(async (connection) => {
          await sql`begin`.execute(connection);
          await connection.deleteFrom("submission_status").where("submission_id", "=", id).execute();
          await recordAudit(connection, {
            userId: 1,
            email: "admin@college.test",
            action: "application-erased",
            entity: "applications",
            entityId: id,
            after: { reference: "GP-2026-RACE01", reason: "request 1" },
          });
          await connection.deleteFrom("applications").where("id", "=", id).execute();
          // The second starts meanwhile, and must wait for the first.
          const waiting = eraseApplication(second, { photosDir: photos }, id, ADMIN, {
            kind: "request",
            request: "DR-2",
          });
          await expect
            .poll(
              async () =>
                (
                  await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(
                    database.db,
                  )
                ).rows[0]!.n,
            )
            .toBeGreaterThan(0);
          await sql`commit`.execute(connection);
          expect(await waiting).toBeUndefined();
        });
      } finally {
        await first.db.destroy();
        await second.db.destroy();
      }
      const audits = await database.db
        .selectFrom("audit_log")
        .select(["after_json"])
        .where("action", "=", "application-erased")
        .where("entity_id", "=", String(id))
        .execute();
      expect(audits.map((audit) => audit.after_json)).toEqual([expect.stringContaining("request 1")]);
    },
  );
});
