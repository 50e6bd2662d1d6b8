import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import { type FeeFormRow, formRows } from "~/core/fee-table-form.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { listPages } from "~/models/page-list.server.ts";
import { getRevision, latestRevision } from "~/models/page-revisions.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { type FeeEditorReply, handleFeeEditorAction } from "./pages-fees.server.ts";

const kinds = await databaseKinds();

/** The editor's form as the browser posts it: every row's fields, the base revision, the note and the button. */
function editorPost(rows: FeeFormRow[], baseRevision: number, intent: string, note = "") {
  const form = new FormData();
  form.set("baseRevision", String(baseRevision));
  form.set("note", note);
  form.set("intent", intent);
  rows.forEach((row, r) => {
    form.set(`rows[${r}].item`, row.item);
    row.cells.forEach((cell, c) => {
      form.set(`rows[${r}].cells[${c}].kind`, cell.kind);
      form.set(`rows[${r}].cells[${c}].value`, cell.value);
    });
  });
  return form;
}

const unwrap = (answer: unknown) => {
  const reply = answer as { data: FeeEditorReply; init: { status: number } };
  return { ...reply.data, status: reply.init?.status ?? 200 };
};

describe.each(kinds)("the fee-table editor on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let asha: SignedInStaff;
  let ravi: SignedInStaff;
  let pageId: number;
  let original: FeeFormRow[];
  const request = new Request("http://college.test/admin/pages/1/fees", { method: "POST" });
  const send = async (staff: SignedInStaff, form: FormData) =>
    unwrap(await handleFeeEditorAction(request, services, staff, pageId, form));
  const rowsOf = async (revision: number) =>
    formRows(((await getRevision(database.db, pageId, revision))!.document as { rows: unknown }).rows);
  const withAmount = (rows: FeeFormRow[], index: number, value: string) =>
    rows.map((row, i) => (i === index ? { ...row, cells: [{ kind: "amount" as const, value }] } : row));

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    const staffOf = async (name: string): Promise<SignedInStaff> => {
      const email = `${name.toLowerCase()}@college.test`;
      const id = await insertUser(database.db, { email, name, role: "editor", passwordHash: "x" });
      return { id, email, name, role: "editor", sessionHash: "x", secondFactor: false };
    };
    asha = await staffOf("Asha");
    ravi = await staffOf("Ravi");
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" } as AppServices;
    [{ id: pageId }] = (await listPages(database.db, { search: "/bcafees" })) as unknown as [{ id: number }];
    original = await rowsOf(1);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("adds, moves and removes rows in the form only: nothing is stored until Save", async () => {
    const added = await send(asha, editorPost(original, 1, "add"));
    expect(added).toMatchObject({ outcome: "edited", status: 200, baseRevision: 1, focus: "rows-7-item" });
    expect(added.rows).toHaveLength(original.length + 1);
    const moved = await send(asha, editorPost(original, 1, "up:1"));
    expect(moved.rows.slice(0, 2).map((row) => row.item)).toEqual(["Development", "Tuition"]);
    expect(moved.focus).toBe("rows-0-down");
    const removed = await send(asha, editorPost(original, 1, "remove:0"));
    expect(removed.rows[0]?.item).toBe("Development");
    expect(await latestRevision(database.db, pageId)).toBe(1);
  });

  it("saves a changed row as a new draft revision, whole rupees read as rupees and paise", async () => {
    const reply = await send(asha, editorPost(withAmount(original, 1, "6000"), 1, "save", "Development fee 2027"));
    expect(reply).toMatchObject({ outcome: "saved", baseRevision: 2, message: expect.stringMatching(/revision 2/) });
    const saved = await getRevision(database.db, pageId, 2);
    expect(saved).toMatchObject({ note: "Development fee 2027", authorName: "Asha" });
    expect((saved!.document as { rows: { cells: unknown[] }[] }).rows[1]!.cells).toEqual(["6000.00"]);
    // The rest of the document is kept from the revision the form was loaded from.
    expect((saved!.document as { notes: string[] }).notes).toHaveLength(1);
  });

  it("refuses a save that does not fit the shape, beside each field, storing nothing and keeping the input", async () => {
    const rows = withAmount(original, 2, "12.5x").map((row, i) => (i === 1 ? { ...row, item: " " } : row));
    rows.push({ item: "Total", cells: [{ kind: "note", value: "" }] });
    const reply = await send(asha, editorPost(rows, 2, "save"));
    expect(reply.status).toBe(400);
    expect(reply.outcome).toBe("invalid");
    expect(reply.errors).toMatchObject({
      "rows[1].item": "Enter the fee's name.",
      "rows[2].cells[0]": "Enter rupees with two decimals, e.g. 45000.00.",
      "rows[7].item": "The Total row is computed; do not add it as a row.",
      "rows[7].cells[0]": "Write the note, or choose another kind.",
    });
    expect(reply.rows[2]?.cells[0]?.value).toBe("12.5x");
    expect(await latestRevision(database.db, pageId)).toBe(2);
  });

  it("refuses a stale save, naming what changed meanwhile; the editor's input is kept and a second save goes in", async () => {
    // Ravi loaded revision 2, Asha saved revision 3 meanwhile.
    const revision2 = await rowsOf(2);
    expect((await send(asha, editorPost(withAmount(revision2, 4, "150.00"), 2, "save"))).outcome).toBe("saved");
    const mine = withAmount(revision2, 0, "31000.00");
    const stale = await send(ravi, editorPost(mine, 2, "save", "Tuition 2027"));
    expect(stale).toMatchObject({ outcome: "conflict", status: 409, baseRevision: 3, note: "Tuition 2027" });
    expect(stale.message).toMatch(/someone saved revision 3/);
    expect(stale.message).toContain("row 5, Amount");
    expect(stale.rows[0]?.cells[0]?.value).toBe("31000.00");
    // Asha's change to a field Ravi had left alone is in his form too, so saving again keeps both.
    expect(stale.rows[4]?.cells[0]?.value).toBe("150.00");
    expect(await latestRevision(database.db, pageId)).toBe(3);
    const again = await send(ravi, editorPost(stale.rows, stale.baseRevision, "save", stale.note));
    expect(again).toMatchObject({ outcome: "saved", baseRevision: 4 });
    const both = (await getRevision(database.db, pageId, 4))!.document as { rows: { cells: unknown[] }[] };
    expect([both.rows[0]!.cells[0], both.rows[4]!.cells[0]]).toEqual(["31000.00", "150.00"]);
    expect((await getRevision(database.db, pageId, 3))?.authorName).toBe("Asha");
  });

  it("answers a form whose base revision does not exist as gone", async () => {
    expect(await send(asha, editorPost(original, 99, "save"))).toMatchObject({ outcome: "gone", status: 404 });
  });
});
