import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds, tableColumns } from "../../tests/support/databases.ts";
import { changeGrievanceLink, linkedGrievances } from "./data-rights-grievances.server.ts";
import { createDataRightsRequest } from "./data-rights.server.ts";
import { grievancesHeld } from "./data-held.server.ts";
import { GRIEVANCE_TABLES_ERASED, eraseGrievance } from "./grievance-erasure.server.ts";
import { addGrievanceNote, lodgeGrievance, moveGrievance } from "./grievances.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();
const SECRET = "the warden Mr Quillfeather shouts at us";
const consent = { noticeVersion: 1, givenAt: "2026-11-10T06:00:00.000Z", language: "en" };

describe.each(kinds)("grievances linked to a data-rights request and erased, on $name", (kind) => {
  let database: TestDatabase;
  let dir: string;
  let committee: { id: number; email: string; ip: string | null };
  const admin = { userId: 1, email: "admin@college.test", ip: "203.0.113.9" };

  beforeAll(async () => {
    database = await kind.open();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "grievance-erasure-"));
    const id = await insertUser(database.db, {
      email: "committee@college.test",
      name: "Committee",
      role: "grievance",
      passwordHash: "x",
    });
    committee = { id, email: "committee@college.test", ip: null };
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function lodge(name: string, email: string, file: string | null) {
    if (file) fs.writeFileSync(path.join(dir, file), "%PDF-1.4");
    const lodged = await lodgeGrievance(
      database,
      {
        lodgedBy: "student",
        name,
        mobileNo: "9876543210",
        email,
        category: "infrastructure-hostel",
        description: `Every night ${SECRET} after ten.`,
      },
      {
        language: "en",
        siteUrl: "https://college.test",
        attachment: file ? { fileName: file, mime: "application/pdf", bytes: 4096 } : null,
        consent,
        once: { key: `once-${name}`, form: "grievance" },
      },
    );
    const row = await database.db
      .selectFrom("grievances")
      .select("id")
      .where("number", "=", lodged.number)
      .executeTakeFirstOrThrow();
    return { id: row.id, number: lodged.number };
  }

  it("links a grievance by its number, lists it in the data held, refuses to erase it while open, then erases every row", async () => {
    const kept = await lodge("Other Person", "other@example.test", null);
    const gone = await lodge("Ishaan Quillfeather", "ishaan@example.test", "attachment-1.pdf");
    await addGrievanceNote(database, committee, gone.id, `Spoke to Ishaan about ${SECRET}`);
    const request = await createDataRightsRequest(
      database,
      { kind: "erasure", name: "Ishaan", email: "ishaan@example.test", details: "Erase my grievance", language: "en" },
      "https://college.test",
    );
    const { id: requestId } = await database.db
      .selectFrom("data_rights_requests")
      .select("id")
      .where("reference", "=", request.reference)
      .executeTakeFirstOrThrow();
    const link = (number: string) => changeGrievanceLink(database, requestId, { kind: "link", number }, admin);
    expect(await link("GR-2026-2222222222")).toBe("no-grievance");
    expect(await link(gone.number.toLowerCase())).toBe("done");
    expect(await link(gone.number)).toBe("done");
    expect(await linkedGrievances(database.db, requestId)).toEqual([
      { number: gone.number, grievanceId: gone.id, status: "received", erasedAt: null },
    ]);
    const held = await grievancesHeld(database.db, requestId);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      number: gone.number,
      name: "Ishaan Quillfeather",
      attachment_mime: "application/pdf",
    });
    expect(held[0]!.mails.map((mail) => mail.to_address)).toEqual(["ishaan@example.test"]);
    expect(JSON.stringify(held)).not.toContain("Spoke to Ishaan");

    // Still open: the committee's work would vanish under it.
    const files = { grievancesDir: dir };
    expect(await eraseGrievance(database, files, gone.id, admin, { request: request.reference })).toEqual({
      ok: false,
      reason: "open",
      status: "received",
    });
    expect(await moveGrievance(database, committee, gone.id, "received", "closed")).toEqual({ ok: true });

    const counted = async () => {
      const counts: Record<string, number> = {};
      for (const table of GRIEVANCE_TABLES_ERASED) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
        counts[table] = Number(rows[0]!.n);
      }
      return counts;
    };
    const before = await counted();
    const erased = await eraseGrievance(database, files, gone.id, admin, { request: request.reference });
    expect(erased).toMatchObject({ ok: true, number: gone.number, files: 1 });
    const after = await counted();
    expect(after.grievances).toBe(before.grievances! - 1);
    expect(after.grievance_events).toBe(before.grievance_events! - 2);
    expect(after.consents).toBe(before.consents! - 1);
    // The acknowledgement and the committee's notice name its number; the other grievance's stay.
    expect(after.mail_outbox).toBe(before.mail_outbox! - 2);
    expect(after.form_answers).toBe(before.form_answers! - 1);
    expect(after.audit_log).toBe(before.audit_log! + 1);
    expect(after.data_rights_grievances).toBe(before.data_rights_grievances);
    expect(fs.existsSync(path.join(dir, "attachment-1.pdf"))).toBe(false);

    const everything = JSON.stringify(
      await database.db.selectFrom("audit_log").selectAll().where("entity", "=", "grievances").execute(),
    );
    expect(everything).toContain("grievance-erased");
    expect(everything).toContain(request.reference);
    for (const personal of ["Ishaan", "ishaan@example.test", "9876543210", SECRET])
      expect(everything).not.toContain(personal);
    const outbox = JSON.stringify(await database.db.selectFrom("mail_outbox").selectAll().execute());
    expect(outbox).not.toContain(gone.number);
    expect(outbox).toContain(kept.number);

    // The request keeps the number and when it went; the grievance is not held any more; a second erasure does nothing.
    expect(await linkedGrievances(database.db, requestId)).toEqual([
      { number: gone.number, grievanceId: null, status: null, erasedAt: expect.any(String) },
    ]);
    expect(await grievancesHeld(database.db, requestId)).toEqual([]);
    expect(await changeGrievanceLink(database, requestId, { kind: "unlink", number: gone.number }, admin)).toBe(
      "not-linked",
    );
    expect(await eraseGrievance(database, files, gone.id, admin, { request: request.reference })).toEqual({
      ok: false,
      reason: "gone",
    });
    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "data_rights_requests")
      .where("entity_id", "=", String(requestId))
      .execute();
    expect(actions.map((row) => row.action)).toContain("data-rights-link-grievance");
  });

  it("reaches every table whose rows point at a grievance (columns read from the database)", async () => {
    const columns = await tableColumns(database);
    const tables = new Set(columns.filter((c) => /^grievance_(id|number)$/.test(c.column)).map((c) => c.table));
    expect(tables.size).toBeGreaterThanOrEqual(2);
    for (const table of tables) expect(GRIEVANCE_TABLES_ERASED, table).toContain(table);
  });
});
