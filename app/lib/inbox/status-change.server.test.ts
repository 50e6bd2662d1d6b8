import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { listAudit } from "../../models/audit.server.ts";
import { findSubmission, statusHistory } from "../../models/inbox.server.ts";
import { findEnquiryKind } from "~/core/inbox/enquiry-kinds.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { TEST_APPLICANT, insertApplication, insertContactMessage } from "../../../tests/support/submission-rows.ts";
import type { ConsoleReply } from "../console-form/console-reply.ts";
import { changeStatus } from "./status-change.server.ts";
import { translator } from "~/messages/catalogue.ts";
import { publicStatusKey } from "~/core/application-status.ts";
import { institution } from "~/settings/institution.ts";

const kinds = await databaseKinds();
const contact = findEnquiryKind("contact-messages")!;
const staff = {
  id: 7,
  email: "office@college.test",
  name: "Office",
  role: "admissions" as const,
  sessionHash: "x",
  secondFactor: false,
};

const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
};

const request = new Request("http://college.test/admin/enquiries/contact-messages/1", { method: "POST" });

/** What an action answered (a plain reply, or data(...) with a status): its message, or its errors per field. */
function answer(result: unknown) {
  const refused = result as { type?: string; data: ConsoleReply; init: { status: number } };
  const reply = refused.type === "DataWithResponseInit" ? refused.data : (result as ConsoleReply);
  const errors = Object.entries(reply.result.error ?? {}).filter(([name, list]) => name && list?.length);
  return {
    ok: reply.ok,
    ...(reply.message ? { message: reply.message } : {}),
    ...(errors.length ? { errors: Object.fromEntries(errors) } : {}),
    status: refused.type === "DataWithResponseInit" ? refused.init.status : 200,
  };
}

describe.each(kinds)("status changes on $name", (kind) => {
  let database: TestDatabase;
  let services: Pick<AppServices, "db" | "dialect" | "clientIp" | "siteUrl">;
  let id: number;

  beforeAll(async () => {
    database = await kind.open();
    services = {
      db: database.db,
      dialect: database.dialect,
      clientIp: "127.0.0.1",
      siteUrl: "https://college.test",
    };
    id = await insertContactMessage(database.db);
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("records an allowed change with its note, its history entry and an audit entry", async () => {
    expect(
      answer(
        await changeStatus(
          request,
          services,
          staff,
          contact,
          { id, status: "new" },
          form({ to: "contacted", note: "  Called back  " }),
        ),
      ),
    ).toEqual({
      ok: true,
      message: "Status changed to Contacted.",
      status: 200,
    });
    expect((await findSubmission(database.db, contact, id))!.status).toBe("contacted");
    expect((await statusHistory(database.db, contact, id)).map((h) => [h.from, h.to, h.note, h.email])).toEqual([
      ["new", "contacted", "Called back", staff.email],
    ]);
    const [audit] = await listAudit(database.db, { action: "status-changed" });
    expect(audit).toMatchObject({
      entity: "contact_messages",
      entity_id: String(id),
      before_json: '{"status":"new"}',
      after_json: '{"status":"contacted","note":"Called back"}',
    });
  });

  it("refuses what the workflow does not allow, another workflow's status, and a missing or overlong field", async () => {
    const refuse = async (values: Record<string, string>, current = "contacted") =>
      answer(await changeStatus(request, services, staff, contact, { id, status: current }, form(values)));
    expect(await refuse({ to: "new" })).toEqual({
      ok: false,
      errors: { to: ["An entry that is contacted cannot become new."] },
      status: 400,
    });
    expect(await refuse({ to: "accepted" })).toEqual({
      ok: false,
      errors: { to: ["Choose a new status."] },
      status: 400,
    });
    expect(await refuse({ note: "no status" })).toEqual({
      ok: false,
      errors: { to: ["Choose a new status."] },
      status: 400,
    });
    expect(await refuse({ to: "closed", note: "x".repeat(2001) })).toEqual({
      ok: false,
      errors: { note: ["Keep the note to 2000 characters."] },
      status: 400,
    });
    expect(await refuse({ to: "closed" }, "new")).toEqual({
      ok: false,
      errors: { note: ["Say why it is closed without contacting the sender."] },
      status: 400,
    });
    expect(await statusHistory(database.db, contact, id)).toHaveLength(1);
  });

  it("refuses a change made from a status that someone else has changed meanwhile", async () => {
    // The page was shown while the entry was new; it has been contacted since.
    expect(
      answer(
        await changeStatus(
          request,
          services,
          staff,
          contact,
          { id, status: "new" },
          form({ to: "closed", note: "Duplicate entry" }),
        ),
      ),
    ).toEqual({
      ok: false,
      message: "Someone changed the status meanwhile; look at it again.",
      status: 409,
    });
    expect((await findSubmission(database.db, contact, id))!.status).toBe("contacted");
    expect(
      answer(
        await changeStatus(request, services, staff, contact, { id, status: "contacted" }, form({ to: "closed" })),
      ),
    ).toMatchObject({ ok: true, status: 200 });
    expect((await statusHistory(database.db, contact, id)).map((h) => h.to)).toEqual(["contacted", "closed"]);
  });
});

describe.each(kinds)("the applicant's mail when the office changes an application's status, on $name", (kind) => {
  let database: TestDatabase;
  let id: number;
  let nudges: number;
  let services: Parameters<typeof changeStatus>[1];
  const outbox = () =>
    database.db.selectFrom("mail_outbox").selectAll().where("purpose", "=", "status").orderBy("id").execute();

  beforeAll(async () => {
    database = await kind.open();
    id = await insertApplication(database.db, {
      reference: "GP-2026-7K3Q9M",
      dateOfBirth: "2009-05-14",
      email: "Applicant@Example.in",
    });
    nudges = 0;
    services = {
      db: database.db,
      dialect: database.dialect,
      clientIp: "127.0.0.1",
      siteUrl: "https://college.test",
      forms: {
        mail: {
          siteUrl: "https://college.test",
          queued: () => {
            nudges += 1;
          },
        },
      },
    };
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("queues one fixed text to the application's address: the ID, the status, a link with the ID only", async () => {
    const reply = await changeStatus(
      request,
      services,
      staff,
      applicationKind,
      { id, status: "received" },
      form({ to: "under-review", note: "Checking the marks sheet" }),
    );
    expect(answer(reply)).toMatchObject({ ok: true, status: 200 });
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: "Applicant@Example.in",
      purpose: "status",
      status: "pending",
      submission_kind: "applications",
      submission_id: id,
    });
    expect(mail!.subject).toContain("GP-2026-7K3Q9M");
    expect(mail!.subject).toContain("Under review");
    expect(mail!.body_text).toContain("Dear applicant,");
    expect(mail!.body_text).toContain("Status now: Under review");
    expect(mail!.body_text).toContain("https://college.test/application-status?id=GP-2026-7K3Q9M");
    expect(nudges).toBe(1);
  });

  it("carries no text the visitor typed, no date of birth, and not the office's note", async () => {
    const [mail] = await outbox();
    const whole = `${mail!.subject}\n${mail!.body_text}`;
    for (const typed of [...Object.values(TEST_APPLICANT), "Tirkey", "2009-05-14", "14 May", "7004001234", "835207"]) {
      expect(whole).not.toContain(typed);
    }
    expect(whole).not.toContain("Checking the marks sheet");
    expect(whole).not.toContain(staff.email);
    expect(whole).not.toMatch(/dateOfBirth=/);
  });

  it("queues nothing for a change refused as stale or not allowed, and one mail for each change made", async () => {
    const stale = await changeStatus(
      request,
      services,
      staff,
      applicationKind,
      { id, status: "received" },
      form({ to: "under-review" }),
    );
    expect(answer(stale)).toMatchObject({ ok: false, status: 409 });
    const notAllowed = await changeStatus(
      request,
      services,
      staff,
      applicationKind,
      { id, status: "under-review" },
      form({ to: "rejected" }),
    );
    expect(answer(notAllowed)).toMatchObject({ ok: false, status: 400 });
    expect(await outbox()).toHaveLength(1);
    const accepted = await changeStatus(
      request,
      services,
      staff,
      applicationKind,
      { id, status: "under-review" },
      form({ to: "accepted" }),
    );
    expect(answer(accepted)).toMatchObject({ ok: true });
    expect((await outbox()).map((mail) => mail.body_text.includes("Status now: Accepted"))).toEqual([false, true]);
    expect(nudges).toBe(2);
  });

  it("writes to an applicant who applied in Hindi in Hindi, with the Hindi status page's address", async () => {
    const hindiId = await insertApplication(database.db, {
      reference: "GP-2026-H1ND1X",
      dateOfBirth: "2009-08-02",
      email: "hindi@example.in",
      language: "hi",
    });
    const reply = await changeStatus(
      request,
      services,
      staff,
      applicationKind,
      { id: hindiId, status: "received" },
      form({ to: "under-review" }),
    );
    expect(answer(reply)).toMatchObject({ ok: true, status: 200 });
    const mail = (await outbox()).find((queued) => queued.submission_id === hindiId)!;
    const hindi = translator("hi");
    const status = hindi(publicStatusKey("under-review"));
    expect(mail.subject).toBe(
      hindi("mail.statusChange.subject", { reference: "GP-2026-H1ND1X", status, college: institution.shortName }),
    );
    expect(mail.body_text).toContain(hindi("mail.statusChange.status", { status }));
    expect(mail.body_text).toContain("https://college.test/hi/application-status?id=GP-2026-H1ND1X");
    expect(mail.body_text).not.toContain("Dear applicant");
  });

  it("mails nobody about an enquiry's status change", async () => {
    const contactId = await insertContactMessage(database.db);
    const before = await database.db.selectFrom("mail_outbox").select("id").execute();
    const reply = await changeStatus(
      request,
      services,
      staff,
      contact,
      { id: contactId, status: "new" },
      form({ to: "contacted" }),
    );
    expect(answer(reply)).toMatchObject({ ok: true });
    expect(await database.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });
});
