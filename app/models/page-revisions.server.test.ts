import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { listAudit } from "./audit.server.ts";
import { readContentDocument } from "./content.server.ts";
import { compareRevisions, listRevisions, restoreRevision, saveDraft } from "./page-revisions.server.ts";
import { createPage, getPublishedDocument } from "./pages.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();

/** The BCA fee table of content/, as an editor's document: fees in rupees as text. */
type FeesInput = { rows: { item: string; cells: (string | null)[] }[]; notes: string[] };
const bcaFees = () => readContentDocument("fees/bca") as FeesInput;

describe.each(kinds)("page revisions on $name", (kind) => {
  let database: TestDatabase;
  let pageId: number;
  const editor = { userId: 0, email: "editor@college.test" };
  const other = { userId: 0, email: "other@college.test" };

  beforeAll(async () => {
    database = await kind.open();
    const user = (email: string) => insertUser(database.db, { email, name: email, role: "editor", passwordHash: "x" });
    editor.userId = await user(editor.email);
    other.userId = await user(other.email);
    const made = await writeTransaction(database, (trx) =>
      createPage(
        trx,
        {
          path: "bcafees",
          shape: "fees",
          menuGroup: "fees",
          title: "BCA Fee Structure",
          namedBySpec: true,
          document: bcaFees(),
          publish: true,
        },
        { userId: null, email: null },
      ),
    );
    if (!made.ok) throw new Error("the BCA fee table is a fees document");
    pageId = made.pageId;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("refuses a document naming a file the site does not ship, at the field, and stores nothing", async () => {
    const unit = readContentDocument("production-unit/production-unit") as {
      products: { brochure: { file: string } }[];
    };
    const made = await writeTransaction(database, (trx) =>
      createPage(
        trx,
        {
          path: "production-unit-copy",
          shape: "production-unit",
          menuGroup: "about",
          title: "Production Unit",
          namedBySpec: false,
          document: unit,
          publish: true,
        },
        editor,
      ),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    unit.products[1]!.brochure.file = "no-such-brochure.pdf";
    const result = await saveDraft(database, { pageId: made.pageId, baseRevision: 1, document: unit }, editor);
    expect(result).toEqual({
      status: "invalid",
      issues: [
        { path: "products[1].brochure.file", message: "There is no file no-such-brochure.pdf in public/documents." },
      ],
    });
    expect(await listRevisions(database.db, made.pageId)).toHaveLength(1);
  });

  it("refuses a document that does not fit its shape, with the fields, and stores nothing", async () => {
    const document = bcaFees();
    document.rows[1]!.cells[0] = "forty thousand";
    document.rows.push({ item: "Total", cells: document.rows[0]!.cells });
    const result = await saveDraft(database, { pageId, baseRevision: 1, document }, editor);
    expect(result.status).toBe("invalid");
    const paths = result.status === "invalid" ? result.issues.map((issue) => issue.path) : [];
    expect(paths).toContain("rows[1].cells[0]");
    expect(paths).toContain(`rows[${document.rows.length - 1}].item`);
    expect(await listRevisions(database.db, pageId)).toHaveLength(1);
  });

  it("saves a draft as the next revision; the public keeps the published one", async () => {
    const document = bcaFees();
    document.rows[1]!.cells[0] = "41000.00";
    const result = await saveDraft(database, { pageId, baseRevision: 1, document, note: "new session" }, editor);
    expect(result).toEqual({ status: "saved", revision: 2 });
    const [latest] = await listRevisions(database.db, pageId);
    expect(latest).toMatchObject({ revision: 2, authorId: editor.userId, note: "new session" });
    expect((await getPublishedDocument(database.db, "/BCAFEES/", "fees"))?.revision).toBe(1);
  });

  it("tells the second of two editors which fields changed meanwhile, and stores nothing of theirs", async () => {
    const mine = bcaFees();
    mine.rows[1]!.cells[0] = "41000.00";
    mine.notes = ["Fees are paid each semester."];
    expect(await saveDraft(database, { pageId, baseRevision: 2, document: mine }, editor)).toEqual({
      status: "saved",
      revision: 3,
    });
    const theirs = bcaFees();
    theirs.rows[0]!.item = "Admission fee";
    const result = await saveDraft(database, { pageId, baseRevision: 2, document: theirs }, other);
    expect(result).toEqual({ status: "conflict", latestRevision: 3, changedMeanwhile: ["notes[0]"] });
    expect((await listRevisions(database.db, pageId)).map((r) => r.revision)).toEqual([3, 2, 1]);
    // A revision that never was is no starting point.
    expect(await saveDraft(database, { pageId, baseRevision: 9, document: theirs }, other)).toEqual({
      status: "missing",
    });
  });

  it("takes two saves from one revision in turn: one is stored, the other is told of it", async () => {
    const [a, b] = [bcaFees(), bcaFees()];
    a.notes = ["A"];
    b.notes = ["B"];
    // PostgreSQL: a second pool, as another process. SQLite: one handle, whose writes queue as another process's
    // would wait on the file's lock (two handles in one thread would block each other's busy wait).
    const second = kind.name === "postgres" ? database.reopen() : database;
    const results = await Promise.all([
      saveDraft(database, { pageId, baseRevision: 3, document: a }, editor),
      saveDraft(second, { pageId, baseRevision: 3, document: b }, other),
    ]);
    if (second !== database) await second.db.destroy();
    expect(results.map((r) => r.status).sort()).toEqual(["conflict", "saved"]);
    expect(results.find((r) => r.status === "conflict")).toMatchObject({ latestRevision: 4 });
    expect((await listRevisions(database.db, pageId))[0]?.revision).toBe(4);
  });

  it("compares two revisions field by field", async () => {
    expect(await compareRevisions(database.db, pageId, 1, 3)).toEqual([
      { path: "rows[1].cells[0]", before: bcaFees().rows[1]!.cells[0], after: "41000.00" },
      { path: "notes[0]", before: bcaFees().notes[0], after: "Fees are paid each semester." },
    ]);
    expect(await compareRevisions(database.db, pageId, 1, 99)).toBeUndefined();
  });

  it("restores an old revision as a new draft, in the audit log", async () => {
    const result = await restoreRevision(database, pageId, 1, editor);
    expect(result).toEqual({ status: "restored", revision: 5 });
    expect(await compareRevisions(database.db, pageId, 1, 5)).toEqual([]);
    const [latest] = await listRevisions(database.db, pageId);
    expect(latest).toMatchObject({ revision: 5, authorId: editor.userId, note: "Restored from revision 1" });
    const [entry] = await listAudit(database.db, { action: "page-restored" });
    expect(entry).toMatchObject({ user_id: editor.userId, entity: "page", entity_id: String(pageId) });
    expect(JSON.parse(entry!.after_json!)).toEqual({ revision: 5 });
    expect(await restoreRevision(database, pageId, 42, editor)).toEqual({ status: "missing" });
  });
});
