import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { listAudit } from "./audit.server.ts";
import { readContentDocument } from "./content.server.ts";
import {
  type NewPage,
  createPage,
  findRedirect,
  getPublishedBlock,
  getPublishedDocument,
  movePage,
} from "./pages.server.ts";

const kinds = await databaseKinds();

const rulesBlock = (): NewPage => ({
  path: null,
  shape: "placement-rules",
  menuGroup: null,
  title: "Placement rules",
  namedBySpec: false,
  document: readContentDocument("people/placement-rules"),
  publish: true,
});

const feesPage = (path: string, overrides: Partial<NewPage> = {}): NewPage => ({
  path,
  shape: "fees",
  menuGroup: "fees",
  title: "Fees",
  namedBySpec: false,
  document: readContentDocument("fees/bca"),
  publish: true,
  ...overrides,
});

describe.each(kinds)("pages on $name", (kind) => {
  let database: TestDatabase;
  const actor = { userId: null, email: "admin@college.test" };
  const create = (page: NewPage) => writeTransaction(database, (trx) => createPage(trx, page, actor));
  const pageCount = async () => (await database.db.selectFrom("pages").select("id").execute()).length;
  const revisionCount = async () => (await database.db.selectFrom("page_revisions").select("id").execute()).length;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("stores nothing for a new page whose document does not fit its shape", async () => {
    const result = await create(feesPage("/broken-fees", { document: { title: "Fees", rows: [] } }));
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["description", "rows", "caption"]));
    expect([await pageCount(), await revisionCount()]).toEqual([0, 0]);
  });

  it("serves a published document at its path in any letter case, with the shape's transforms applied", async () => {
    expect((await create(feesPage("bcafees/"))).ok).toBe(true);
    const page = await getPublishedDocument(database.db, "/BcaFees", "fees");
    expect(page).toMatchObject({ path: "/bcafees", revision: 1, title: "Fees" });
    expect(page?.document.rows[0]?.cells[0]).toEqual({ kind: "amount", paise: expect.any(Number) });
    // Asked as another shape (another route module), the page is not there.
    expect(await getPublishedDocument(database.db, "/bcafees", "policy")).toBeUndefined();
  });

  it("refuses a second page at a path that differs only in letter case", async () => {
    const before = await pageCount();
    const result = await create(feesPage("/BCAFEES"));
    expect(result).toEqual({ ok: false, issues: [{ path: "path", message: expect.stringContaining("/BCAFEES") }] });
    expect(await pageCount()).toBe(before);
  });

  it("keeps a block without a path, found by its shape", async () => {
    expect((await create(rulesBlock())).ok).toBe(true);
    const block = await getPublishedBlock(database.db, "placement-rules");
    expect(block?.document.rules.length).toBeGreaterThan(0);
    await expect(create(rulesBlock())).rejects.toThrow();
  });

  it("moves a page an editor added and answers its old path with the new one", async () => {
    const made = await create(feesPage("/hostel-fees", { namedBySpec: false }));
    const pageId = made.ok ? made.pageId : 0;
    expect(await movePage(database, pageId, "/bcafees", actor)).toBe("taken");
    expect(await movePage(database, pageId, "/hostel-and-mess-fees", actor)).toBe("moved");
    expect(await findRedirect(database.db, "/Hostel-Fees/")).toBe("/hostel-and-mess-fees");
    expect(await getPublishedDocument(database.db, "/hostel-fees", "fees")).toBeUndefined();
    expect((await getPublishedDocument(database.db, "/hostel-and-mess-fees", "fees"))?.id).toBe(pageId);
    // Moving back takes the old path again: its redirect goes, and the path just left gets one.
    expect(await movePage(database, pageId, "/hostel-fees", actor)).toBe("moved");
    expect(await findRedirect(database.db, "/hostel-fees")).toBeUndefined();
    expect(await findRedirect(database.db, "/hostel-and-mess-fees")).toBe("/hostel-fees");
    expect(await listAudit(database.db, { action: "page-moved" })).toHaveLength(2);
  });

  it("never moves a page whose path the spec names", async () => {
    const made = await create(feesPage("/fees", { namedBySpec: true }));
    expect(made.ok && (await movePage(database, made.pageId, "/diploma-fees", actor))).toBe("named-by-spec");
    expect(await findRedirect(database.db, "/fees")).toBeUndefined();
  });
});
