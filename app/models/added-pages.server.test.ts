import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAddedPages } from "../../db/seed/added-pages.ts";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { addPage, addressInUse, getPublishedAddedPage, listPublishedAddedPaths } from "./added-pages.server.ts";
import { publishNow, unpublish } from "./page-publishing.server.ts";
import { findRedirect, movePage } from "./pages.server.ts";

import { unpublishedPagePaths } from "./menu.server.ts";

const kinds = await databaseKinds();
const editor = { userId: null, email: "editor@college.test" };
const policy = (title: string) => ({
  title,
  description: "A page an editor added to the site of the college, long enough for search engines.",
  sections: [{ blocks: [{ type: "paragraph", text: "The text an editor wrote." }] }],
});

describe.each(kinds)("pages editors add, on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database, new Date("2026-11-20T00:00:00Z"));
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("creates a draft, audited, that the public does not see until it is published", async () => {
    const made = await addPage(
      database,
      { path: "/hostel-rules", shape: "policy", title: "Hostel rules", menuGroup: null, document: policy("Hostel") },
      editor,
    );
    if (!made.ok) throw new Error(made.problem);
    const page = await database.db.selectFrom("pages").selectAll().where("id", "=", made.pageId).executeTakeFirst();
    expect(page).toMatchObject({ path: "/hostel-rules", named_by_spec: 0, published_revision_id: null });
    // The menu editor marks a link to it: visitors do not see one until it is published.
    const unpublished = await unpublishedPagePaths(database.db);
    expect(unpublished).toContain("/hostel-rules");
    expect(unpublished).not.toContain("/fees");
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", String(made.pageId))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(["page-created"]);
    expect(await getPublishedAddedPage(database.db, "/hostel-rules")).toBeUndefined();
    expect(await listPublishedAddedPaths(database.db)).not.toContain("/hostel-rules");

    await publishNow(database, made.pageId, editor, { now: new Date("2026-11-23T20:00:00Z") });
    const shown = await getPublishedAddedPage(database.db, "/Hostel-Rules/");
    expect(shown).toMatchObject({ shape: "policy", title: "Hostel rules", revisedOn: "2026-11-24" });
    expect(shown?.shape === "policy" && shown.document.title).toBe("Hostel");
    expect(await listPublishedAddedPaths(database.db)).toContain("/hostel-rules");

    expect(await unpublish(database, made.pageId, editor)).toBe("unpublished");
    expect(await getPublishedAddedPage(database.db, "/hostel-rules")).toBeUndefined();
  });

  it("refuses an address another page has in any letter case, and one a page moved away from", async () => {
    const document = { intro: ["The members."], members: [{ name: "A. Kumar", affiliation: "Civil" }] };
    const taken = await addPage(
      database,
      { path: "/GOVERNORS", shape: "advisory", title: "Board", menuGroup: null, document },
      editor,
    );
    expect(taken).toEqual({ ok: false, problem: "taken" });

    const made = await addPage(
      database,
      { path: "/library-committee", shape: "advisory", title: "Library committee", menuGroup: "about", document },
      editor,
    );
    if (!made.ok) throw new Error(made.problem);
    await publishNow(database, made.pageId, editor);
    expect(await movePage(database, made.pageId, "/committees/library", editor)).toBe("moved");
    expect(await findRedirect(database.db, "/Library-Committee")).toBe("/committees/library");
    expect(await getPublishedAddedPage(database.db, "/committees/library")).toMatchObject({ shape: "advisory" });
    expect(await getPublishedAddedPage(database.db, "/library-committee")).toBeUndefined();

    expect(await addressInUse(database.db, "/library-committee")).toBe("old-address");
    // The page itself may go back to where it was.
    expect(await addressInUse(database.db, "/library-committee", made.pageId)).toBeUndefined();
    const again = await addPage(
      database,
      { path: "/library-committee", shape: "advisory", title: "Another", menuGroup: null, document },
      editor,
    );
    expect(again).toEqual({ ok: false, problem: "old-address" });
  });

  it("never shows a page the spec names through the catch-all, and never moves it", async () => {
    expect(await getPublishedAddedPage(database.db, "/notice")).toBeUndefined();
    const notice = await database.db.selectFrom("pages").select("id").where("path", "=", "/notice").executeTakeFirst();
    expect(await movePage(database, notice!.id, "/old-notice", editor)).toBe("named-by-spec");
  });

  it("seeds the regulator's demo pages where no page has or had their address, once", async () => {
    expect(await seedAddedPages(database)).toEqual(["/mandatory-disclosure", "/committees"]);
    expect(await seedAddedPages(database)).toEqual([]);
    const committees = await getPublishedAddedPage(database.db, "/committees");
    expect(JSON.stringify(committees?.document)).toContain("1800-180-5522");

    // An editor moves the committees page: a later start does not put a second one at the old address.
    const id = committees!.id;
    expect(await movePage(database, id, "/college-committees", editor)).toBe("moved");
    expect(await seedAddedPages(database)).toEqual([]);
    expect(await findRedirect(database.db, "/committees")).toBe("/college-committees");
  });
});
