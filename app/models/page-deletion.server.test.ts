import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { isGroup } from "../core/menu.ts";
import { addPage, getPublishedAddedPage, isGone, listPublishedAddedPaths } from "./added-pages.server.ts";
import { readMenuRows, readSiteMenu } from "./menu.server.ts";
import { deleteAddedPage } from "./page-deletion.server.ts";
import { publishNow } from "./page-publishing.server.ts";
import { findRedirect, movePage } from "./pages.server.ts";

const kinds = await databaseKinds();
const editor = { userId: null, email: "editor@college.test" };
const document = {
  intro: ["The staff who lead the unit's camps."],
  members: [{ name: "R. Oraon", designation: "Member", credentials: "Lecturer, Mining" }],
};

/** The labels of the links in the public header's group that holds `/about-us`, as a page shows them. */
async function aboutGroupLinks(database: TestDatabase) {
  const menu = await readSiteMenu(database.db, "en");
  const group = menu.header.filter(isGroup).find((entry) => entry.items.some((item) => item.label === "About Us"));
  return group!.items.map((item) => item.label);
}

describe.each(kinds)("a page an editor adds, in the menu and deleted, on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database, new Date("2026-11-20T00:00:00Z"));
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("puts it in the menu under its group, shown only once it is published, and in the footer for that group", async () => {
    const made = await addPage(
      database,
      { path: "/nss-unit", shape: "governors", title: "NSS unit", menuGroup: "about", inMenu: true, document },
      editor,
    );
    if (!made.ok) throw new Error(made.problem);
    const link = (await readMenuRows(database.db)).find((row) => row.target === "/nss-unit");
    expect(link).toMatchObject({ menu: "header", kind: "link", labelEn: "NSS unit" });
    const audit = await database.db.selectFrom("audit_log").select(["action", "entity"]).execute();
    expect(audit).toContainEqual({ action: "menu-add", entity: "menu_items" });
    // A draft: the menu the public sees leaves the link out.
    expect(await aboutGroupLinks(database)).not.toContain("NSS unit");

    await publishNow(database, made.pageId, editor);
    expect(await aboutGroupLinks(database)).toEqual(expect.arrayContaining(["About Us", "NSS unit"]));

    const footer = await addPage(
      database,
      { path: "/hostel-fees", shape: "fees", title: "Hostel fees", menuGroup: "footer", inMenu: true, document: fees },
      editor,
    );
    if (!footer.ok) throw new Error(footer.problem);
    await publishNow(database, footer.pageId, editor);
    expect((await readSiteMenu(database.db, "en")).footer.map((entry) => entry.to)).toContain("/hostel-fees");

    // Without the box, or without a group, the menu is left alone.
    const before = (await readMenuRows(database.db)).length;
    const quiet = await addPage(
      database,
      { path: "/quiet", shape: "advisory", title: "Quiet", menuGroup: "about", document: advisory },
      editor,
    );
    expect(quiet.ok).toBe(true);
    expect(await readMenuRows(database.db)).toHaveLength(before);
  });

  it("deletes it: rows, revisions and menu links gone, its addresses answer 410, audited; the address can be used again", async () => {
    const page = await getPublishedAddedPage(database.db, "/nss-unit");
    expect(await movePage(database, page!.id, "/nss", editor)).toBe("moved");
    expect(await findRedirect(database.db, "/nss-unit")).toBe("/nss");
    // The menu link followed the page.
    expect((await readMenuRows(database.db)).filter((row) => row.target === "/nss")).toHaveLength(1);

    expect(await deleteAddedPage(database, page!.id, editor)).toEqual({ status: "deleted", path: "/nss" });
    const left = async (table: "pages" | "page_revisions" | "page_redirects") =>
      table === "pages"
        ? database.db.selectFrom("pages").select("id").where("id", "=", page!.id).execute()
        : database.db.selectFrom(table).select("page_id").where("page_id", "=", page!.id).execute();
    expect([await left("pages"), await left("page_revisions"), await left("page_redirects")]).toEqual([[], [], []]);
    expect((await readMenuRows(database.db)).filter((row) => row.target === "/nss")).toEqual([]);
    expect(await getPublishedAddedPage(database.db, "/nss")).toBeUndefined();
    expect(await findRedirect(database.db, "/nss-unit")).toBeUndefined();
    expect([await isGone(database.db, "/NSS"), await isGone(database.db, "/nss-unit/")]).toEqual([true, true]);
    expect(await listPublishedAddedPaths(database.db)).not.toContain("/nss");

    const entry = await database.db
      .selectFrom("audit_log")
      .select(["before_json", "after_json"])
      .where("action", "=", "page-deleted")
      .where("entity_id", "=", String(page!.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.before_json!)).toMatchObject({
      path: "/nss",
      title: "NSS unit",
      shape: "governors",
      published: true,
      revisions: 1,
      oldAddresses: ["/nss-unit"],
      menuLinks: [{ menu: "header", label: "NSS unit", target: "/nss" }],
    });
    expect(entry.after_json).toBeNull();

    // A new page may take the address: it is no longer gone.
    const again = await addPage(
      database,
      { path: "/nss", shape: "advisory", title: "NSS", menuGroup: null, document: advisory },
      editor,
    );
    expect(again.ok).toBe(true);
    expect(await isGone(database.db, "/nss")).toBe(false);
  });

  it("never deletes a page the spec names, and says so for one that is not there", async () => {
    const notice = await database.db.selectFrom("pages").select("id").where("path", "=", "/notice").executeTakeFirst();
    expect(await deleteAddedPage(database, notice!.id, editor)).toEqual({ status: "named-by-spec" });
    expect(await deleteAddedPage(database, 999_999, editor)).toEqual({ status: "missing" });
  });
});

const advisory = { intro: ["The members."], members: [{ name: "A. Kumar", affiliation: "Civil" }] };
const fees = {
  title: "Hostel fees",
  description: "Fees per year for the hostel of the college in Gumla, in Indian Rupees, with the mess charge.",
  intro: ["Fees per year."],
  caption: "Hostel fees per year (amounts in ₹)",
  columns: ["Amount"],
  rows: [{ item: "Hostel", cells: ["12000.00"] }],
  notes: [],
};
