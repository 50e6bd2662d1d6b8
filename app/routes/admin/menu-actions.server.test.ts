import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import { type MenuGroup, isGroup } from "~/core/menu.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import type { ConsoleReply } from "~/lib/console-form/console-reply.ts";
import { listAudit } from "~/models/audit.server.ts";
import { readSiteMenu } from "~/models/menu.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { handleMenuAction } from "./menu-actions.server.ts";

const kinds = await databaseKinds();

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

describe.each(kinds)("the menu editor's posts on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let staff: SignedInStaff;
  const request = new Request("http://college.test/admin/menu", { method: "POST" });
  const act = async (values: Record<string, string>) =>
    replyOf(await handleMenuAction(request, services, staff, post({ _form: "add-link", ...values })));
  const group = async (label: string) =>
    (await readSiteMenu(database.db, "en")).header.find(
      (entry): entry is MenuGroup => isGroup(entry) && entry.label === label,
    )!;

  beforeAll(async () => {
    database = await kind.open();
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
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it.each([
    [{ label: "", target: "/about-us" }, { label: ["Enter a label."] }],
    [{ label: "x".repeat(61), target: "/about-us" }, { label: ["Use at most 60 characters."] }],
    [{ label: "ICC", target: "about-us" }, { target: [expect.stringContaining("Start with / for a page")] }],
    [{ label: "ICC", target: "//evil.example" }, { target: [expect.stringContaining("Start with /")] }],
    [{ label: "ICC", target: "http://example.org" }, { target: [expect.stringContaining("https://")] }],
    [{ label: "ICC", target: "javascript:alert(1)" }, { target: [expect.stringContaining("https://")] }],
    [{ label: "ICC", target: "" }, { target: ["Enter a path or an address."] }],
    [{ label: "ICC", labelHi: "x".repeat(61), target: "/about-us" }, { labelHi: ["Use at most 60 characters."] }],
  ])("refuses %j with a message beside the field, storing nothing", async (values, errors) => {
    const before = await readSiteMenu(database.db, "en");
    const reply = await act({ intent: "add-link", place: "header", ...values });
    expect(reply).toMatchObject({ ok: false, status: 400, result: { error: errors } });
    expect(await readSiteMenu(database.db, "en")).toEqual(before);
  });

  it("adds a link with a 60-character label or an https address, and audits it", async () => {
    const about = await group("Group");
    const label = "Internal Complaints Committee";
    const reply = await act({ intent: "add-link", place: String(about.id), label, target: " /about-us " });
    expect(reply).toMatchObject({ ok: true, message: "The menu is saved; the public site shows it now." });
    expect((await group("Group")).items.at(-1)).toMatchObject({ label, to: "/about-us" });
    const [entry] = await listAudit(database.db, { action: "menu-add" });
    expect(entry).toMatchObject({ email: "editor@college.test", entity: "menu_items" });
    expect(JSON.parse(entry!.after_json ?? "{}")).toMatchObject({ labelEn: label, target: "/about-us" });

    // A Hindi label, typed with spaces around it, is stored trimmed; an empty one is none.
    const saved = (await group("Group")).items.at(-1)!;
    const hindi = "आंतरिक शिकायत समिति";
    expect(
      await act({ intent: "save-link", id: String(saved.id), label, labelHi: ` ${hindi} `, target: "/about-us" }),
    ).toMatchObject({ ok: true });
    const hindiGroup = (await readSiteMenu(database.db, "hi")).header.find(
      (entry): entry is MenuGroup => isGroup(entry) && entry.id === about.id,
    )!;
    expect(hindiGroup.items.at(-1)).toMatchObject({ label: hindi, to: "/about-us" });
    expect(
      await act({ intent: "save-link", id: String(saved.id), label, labelHi: "", target: "/about-us" }),
    ).toMatchObject({ ok: true });
    expect(
      (await readSiteMenu(database.db, "hi")).header.flatMap((entry) => (isGroup(entry) ? entry.items : [])),
    ).toContainEqual(expect.objectContaining({ id: saved.id, label }));

    const long = "y".repeat(60);
    expect(
      await act({ intent: "add-link", place: "footer", label: long, target: "https://jharkhand.gov.in/x" }),
    ).toMatchObject({ ok: true });
  });

  it("refuses a place deeper than group → sub-group → link beside the place, and an unknown action", async () => {
    const course = await group("Course");
    const diploma = course.items.find(isGroup)!;
    const reply = replyOf(
      await handleMenuAction(
        request,
        services,
        staff,
        post({ _form: "add-group", intent: "add-group", place: String(diploma.id), label: "Deeper" }),
      ),
    );
    expect(reply).toMatchObject({
      ok: false,
      status: 400,
      result: { error: { place: [expect.stringContaining("Too deep")] } },
    });
    expect(await act({ intent: "explode", id: "1" })).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses to remove a group that still holds entries, saying so for the form", async () => {
    const management = await group("Management");
    const reply = await act({ intent: "remove", id: String(management.id) });
    expect(reply).toMatchObject({ ok: false, status: 400, message: expect.stringContaining("Only an empty group") });
    expect((await group("Management")).items.length).toBeGreaterThan(0);
    expect(await act({ intent: "remove", id: "999999" })).toMatchObject({ ok: false, status: 404 });
  });
});
