import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import { type CurriculumFormRow, formRows, optionField, rowField } from "~/core/curriculum-form.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { listPages } from "~/models/page-list.server.ts";
import { getRevision, latestRevision } from "~/models/page-revisions.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { translator } from "~/messages/catalogue.ts";
import { type CurriculumEditorReply, describeField, handleCurriculumEditorAction } from "./pages-curriculum.server.ts";

const kinds = await databaseKinds();
const THIRD = 2;

/** The editor's form as the browser posts it: the semester's rows and options, the base revision, note, button. */
function editorPost(rows: CurriculumFormRow[], baseRevision: number, intent: string, note = "", semester = THIRD) {
  const form = new FormData();
  form.set("baseRevision", String(baseRevision));
  form.set("semester", String(semester));
  form.set("note", note);
  form.set("intent", intent);
  rows.forEach((row, r) => {
    form.set(rowField(semester, r, "kind"), row.kind);
    for (const [key, value] of Object.entries(row.fields)) form.set(rowField(semester, r, key), value);
    row.options.forEach((option, o) => {
      for (const [key, value] of Object.entries(option)) form.set(optionField(semester, r, o, key), value);
    });
  });
  return form;
}

const unwrap = (answer: unknown) => {
  const reply = answer as { data: CurriculumEditorReply; init: { status: number } };
  return { ...reply.data, status: reply.init?.status ?? 200 };
};

interface Semester {
  rows: unknown[];
  total: { weeklyHours: number; totalMarks: number; scheme: string };
}

describe.each(kinds)("the curriculum editor on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let asha: SignedInStaff;
  let ravi: SignedInStaff;
  let pageId: number;
  let original: CurriculumFormRow[];
  const request = new Request("http://college.test/admin/pages/1/curriculum", { method: "POST" });
  const send = async (staff: SignedInStaff, form: FormData) =>
    unwrap(await handleCurriculumEditorAction(request, services, staff, pageId, form));
  const semesterOf = async (revision: number, semester = THIRD) =>
    ((await getRevision(database.db, pageId, revision))!.document as { semesters: Semester[] }).semesters[semester]!;
  const withField = (rows: CurriculumFormRow[], index: number, key: string, value: string) =>
    rows.map((row, i) => (i === index ? { ...row, fields: { ...row.fields, [key]: value } } : row));

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
    [{ id: pageId }] = (await listPages(database.db, { search: "/civil" })) as unknown as [{ id: number }];
    original = formRows((await semesterOf(1)).rows);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("adds, moves and removes rows and options in the form only: nothing is stored until Save", async () => {
    const added = await send(asha, editorPost(original, 1, "add-group"));
    expect(added).toMatchObject({ outcome: "edited", status: 200, baseRevision: 1, focus: "rows-6-label" });
    expect(added.rows.at(-1)).toMatchObject({ kind: "anyOne", options: [{}, {}] });
    const option = await send(asha, editorPost(added.rows, 1, "add-option:6"));
    expect(option.rows[6]!.options).toHaveLength(3);
    expect(option.focus).toBe("rows-6-options-2-title");
    const moved = await send(asha, editorPost(original, 1, "down:0"));
    expect(moved.rows.slice(0, 2).map((row) => row.fields.title)).toEqual([
      "Highway Engineering",
      "Advanced Surveying",
    ]);
    expect(moved.focus).toBe("rows-1-down");
    expect(await latestRevision(database.db, pageId)).toBe(1);
  });

  it("saves an added subject as a new draft revision with the semester's totals computed", async () => {
    const rows = [...original, { kind: "subject" as const, fields: {}, options: [] }];
    Object.assign(rows.at(-1)!.fields, { title: "Surveying Camp", abbr: "SUC", code: "32107", "scheme.pr": "2" });
    Object.assign(rows.at(-1)!.fields, { "tw.max": "25", "tw.min": "10" });
    const reply = await send(asha, editorPost(rows, 1, "save", "Surveying camp from 2027"));
    expect(reply).toMatchObject({ outcome: "saved", baseRevision: 2, message: expect.stringMatching(/revision 2/) });
    expect(await getRevision(database.db, pageId, 2)).toMatchObject({ note: "Surveying camp from 2027" });
    const third = await semesterOf(2);
    expect(third.rows).toHaveLength(7);
    expect(third.total).toMatchObject({ scheme: "TH-14, TU-01, PR-22", weeklyHours: 37, totalMarks: 875 });
    // The other semesters are kept from the revision the form was loaded from.
    expect(await semesterOf(2, 0)).toEqual(await semesterOf(1, 0));
  });

  it("refuses a save that does not fit the shape, beside each field, storing nothing and keeping the input", async () => {
    const saved = formRows((await semesterOf(2)).rows);
    const rows = withField(withField(saved, 0, "code", "3210"), 1, "th.min", "");
    rows.push({ kind: "anyOne", fields: { label: "" }, options: [{ title: "Only one", abbr: "ONE", code: "32190" }] });
    const reply = await send(asha, editorPost(rows, 2, "save"));
    expect(reply).toMatchObject({ status: 400, outcome: "invalid" });
    expect(reply.errors).toMatchObject({
      "semesters[2].rows[0].code": "Enter five digits, e.g. 32101.",
      "semesters[2].rows[1].th.min": expect.stringMatching(/^Enter both marks/),
      "semesters[2].rows[7].label": "Enter the group's label, e.g. Elective-I.",
      "semesters[2].rows[7].options": "An “Any One” group needs at least two options.",
    });
    expect(reply.rows[0]?.fields.code).toBe("3210");
    expect(await latestRevision(database.db, pageId)).toBe(2);
  });

  it("refuses a stale save, naming what changed meanwhile; the editor's input is kept and a second save goes in", async () => {
    const revision2 = formRows((await semesterOf(2)).rows);
    expect((await send(asha, editorPost(withField(revision2, 6, "title", "Survey Camp"), 2, "save"))).outcome).toBe(
      "saved",
    );
    const stale = await send(ravi, editorPost(withField(revision2, 0, "sw", "25"), 2, "save", "SW of ASU"));
    expect(stale).toMatchObject({ outcome: "conflict", status: 409, baseRevision: 3, note: "SW of ASU" });
    expect(stale.message).toContain("3rd Semester, row 7, Subject");
    expect([stale.rows[0]?.fields.sw, stale.rows[6]?.fields.title]).toEqual(["25", "Survey Camp"]);
    expect(await latestRevision(database.db, pageId)).toBe(3);
    const again = await send(ravi, editorPost(stale.rows, stale.baseRevision, "save", stale.note));
    expect(again).toMatchObject({ outcome: "saved", baseRevision: 4 });
    const both = formRows((await semesterOf(4)).rows);
    expect([both[0]?.fields.sw, both[6]?.fields.title]).toEqual(["25", "Survey Camp"]);
  });

  it("names a changed field by its label, an option's by its number", () => {
    const t = translator("en");
    const document = { semesters: [{ name: "1st Semester", rows: [], total: {} }] };
    expect(describeField("semesters[0].rows[7].options[1].code", document, t)).toBe(
      "1st Semester, row 8, Option 2, Code",
    );
    expect(describeField("semesters[0].rows[0].th.min", document, t)).toBe("1st Semester, row 1, TH minimum");
    expect(describeField("semesters[0].rows[2]", document, t)).toBe("1st Semester, row 3");
    expect(describeField("notes[0]", document, t)).toBe("notes[0] (outside the rows)");
  });

  it("answers a form whose base revision or semester does not exist as gone", async () => {
    expect(await send(asha, editorPost(original, 99, "save"))).toMatchObject({ outcome: "gone", status: 404 });
    expect(await send(asha, editorPost(original, 1, "save", "", 9))).toMatchObject({ outcome: "gone", status: 404 });
  });
});
