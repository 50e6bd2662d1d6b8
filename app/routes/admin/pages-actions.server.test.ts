import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../../db/client.ts";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import type { ConsoleReply } from "~/lib/console-form/console-reply.ts";
import { listAudit } from "~/models/audit.server.ts";
import { getPageListItem, listPages } from "~/models/page-list.server.ts";
import { listRevisions, saveDraft } from "~/models/page-revisions.server.ts";
import { createPage } from "~/models/pages.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { handlePageAction, istInstant } from "./pages-actions.server.ts";

const kinds = await databaseKinds();
const NOW = new Date("2026-11-23T12:00:00.000Z");

function post(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

/** A success is the reply itself; a refusal is data(...) with a status. */
const replyOf = (answer: unknown): ConsoleReply & { status: number } =>
  answer && typeof answer === "object" && "init" in answer
    ? {
        ...(answer as unknown as { data: ConsoleReply }).data,
        status: (answer as { init: { status: number } }).init.status,
      }
    : { ...(answer as ConsoleReply), status: 200 };

describe("istInstant", () => {
  it("reads a date and time as India Standard Time, UTC+05:30 all year", () => {
    expect(istInstant("2026-12-01", "09:30").toISOString()).toBe("2026-12-01T04:00:00.000Z");
    expect(istInstant("2027-06-15", "00:10").toISOString()).toBe("2027-06-14T18:40:00.000Z");
  });
});

describe.each(kinds)("a page's console actions on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let staff: SignedInStaff;
  let bcaFees: number;
  const request = new Request("http://college.test/admin/pages/1", { method: "POST" });
  const act = async (pageId: number, values: Record<string, string>) =>
    replyOf(await handlePageAction(request, services, staff, pageId, post(values), NOW));

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    const id = await insertUser(database.db, {
      email: "editor@college.test",
      name: "Asha Editor",
      role: "editor",
      passwordHash: "x",
    });
    staff = {
      id,
      email: "editor@college.test",
      name: "Asha Editor",
      role: "editor",
      sessionHash: "x",
      secondFactor: false,
    };
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" } as AppServices;
    [{ id: bcaFees }] = (await listPages(database.db, { search: "/bcafees" })) as unknown as [{ id: number }];
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("publishes the revision the button names, and says so; the list shows who published it", async () => {
    const saved = await saveDraft(
      database,
      { pageId: bcaFees, baseRevision: 1, document: { ...(await latestDocument(bcaFees)), caption: "BCA fees" } },
      { userId: staff.id, email: staff.email },
    );
    expect(saved).toEqual({ status: "saved", revision: 2 });
    const reply = await act(bcaFees, { intent: "publish", revision: "2" });
    expect(reply).toMatchObject({ ok: true, message: "Published revision 2. The public site shows it now." });
    const page = await getPageListItem(database.db, bcaFees);
    expect(page).toMatchObject({ state: "published", publishedRevision: 2, unpublishedChanges: false });
    expect(page?.publishedBy?.name).toBe("Asha Editor");
    expect((await listAudit(database.db, { action: "page-published" })).length).toBeGreaterThan(0);
  });

  it("refuses to unpublish a page the spec names, in words, and changes nothing", async () => {
    const reply = await act(bcaFees, { intent: "unpublish" });
    expect(reply).toMatchObject({ ok: false, status: 409 });
    expect(reply.message).toMatch(/must always have, so it cannot be unpublished/);
    expect((await getPageListItem(database.db, bcaFees))?.state).toBe("published");
  });

  it("unpublishes a page an editor added", async () => {
    const made = await writeTransaction(database, (trx) =>
      createPage(
        trx,
        {
          path: "/committees-draft",
          shape: "fees",
          menuGroup: null,
          title: "A page of our own",
          namedBySpec: false,
          document: bcaDocument,
          publish: true,
        },
        { userId: staff.id, email: staff.email },
      ),
    );
    if (!made.ok) throw new Error("page not made");
    expect(await act(made.pageId, { intent: "unpublish" })).toMatchObject({ ok: true, message: /Unpublished/ });
    expect((await getPageListItem(database.db, made.pageId))?.state).toBe("draft");
  });

  it("schedules a publish at an IST time, stored as its UTC instant; cancels it once", async () => {
    const reply = await act(bcaFees, { intent: "schedule", revision: "2", date: "2026-12-01", time: "09:30" });
    expect(reply).toMatchObject({ ok: true, message: "Revision 2 will be published on 1 Dec 2026, 09:30 IST." });
    const page = await getPageListItem(database.db, bcaFees);
    expect(page).toMatchObject({ state: "scheduled", scheduledAt: "2026-12-01T04:00:00.000Z" });
    expect(await act(bcaFees, { intent: "cancel-schedule" })).toMatchObject({ ok: true });
    expect((await getPageListItem(database.db, bcaFees))?.scheduledAt).toBeNull();
    const again = await act(bcaFees, { intent: "cancel-schedule" });
    expect(again).toMatchObject({ ok: false, message: "No publish was waiting; nothing changed." });
  });

  it("refuses a schedule without a date, or in the past, beside the field, storing nothing", async () => {
    const noDate = await act(bcaFees, { intent: "schedule", revision: "2", date: "", time: "09:30" });
    expect(noDate.status).toBe(400);
    expect(noDate.result.error?.date).toEqual(["Choose a date."]);
    const past = await act(bcaFees, { intent: "schedule", revision: "2", date: "2026-11-23", time: "17:00" });
    expect(past.result.error?.time?.[0]).toMatch(/time in the future/);
    expect((await getPageListItem(database.db, bcaFees))?.scheduledAt).toBeNull();
  });

  it("restores an old revision as a new draft, audited", async () => {
    const reply = await act(bcaFees, { intent: "restore", revision: "1" });
    expect(reply).toMatchObject({ ok: true, message: /Revision 1 is restored as revision 3, a draft/ });
    const [newest] = await listRevisions(database.db, bcaFees);
    expect(newest).toMatchObject({ revision: 3, note: "Restored from revision 1", authorName: "Asha Editor" });
    expect(await listAudit(database.db, { action: "page-restored" })).toHaveLength(1);
    expect(await act(bcaFees, { intent: "restore", revision: "99" })).toMatchObject({ ok: false, status: 404 });
  });

  it("answers an unknown action in words", async () => {
    expect((await act(bcaFees, { intent: "delete" })).message).toMatch(/action is unknown/);
  });

  let bcaDocument: unknown;
  async function latestDocument(pageId: number) {
    const [latest] = await listRevisions(database.db, pageId);
    bcaDocument = latest!.document;
    return latest!.document as Record<string, unknown>;
  }
});
