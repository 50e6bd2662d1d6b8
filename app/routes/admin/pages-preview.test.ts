import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageShapes } from "~/schemas/page-shapes.ts";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import { listPages } from "~/models/page-list.server.ts";
import { createPreview } from "~/models/page-previews.server.ts";
import { saveDraft } from "~/models/page-revisions.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { sharedReads } from "../../../server/shared-reads.ts";
import { loader } from "./pages-preview.tsx";

const kinds = await databaseKinds();

/** The status a loader answered with, thrown or not. */
async function statusOf(answer: Promise<unknown>): Promise<number> {
  try {
    await answer;
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe.each(kinds)("the preview of a revision on $name", (kind) => {
  let database: TestDatabase;
  let staffId: number;
  const pageIdOf = async (path: string) =>
    ((await listPages(database.db, { search: path })) as unknown as [{ id: number }])[0].id;
  const load = (token: string) =>
    loader({
      params: { token },
      request: new Request("http://localhost/admin/preview/x"),
      context: { services: { db: database.db, sharedReads: sharedReads(database.db) } },
    } as never);

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    staffId = await insertUser(database.db, { email: "p@college.test", name: "P", role: "editor", passwordHash: "x" });
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("gives the draft revision's document, validated as the public page reads it", async () => {
    const pageId = await pageIdOf("/notice");
    const draft = {
      title: "Notice (draft)",
      description: "d".repeat(60),
      sections: [{ blocks: [{ type: "paragraph", text: [{ text: "<script>alert(1)</script>", emphasis: true }] }] }],
    };
    expect(
      await saveDraft(database, { pageId, baseRevision: 1, document: draft }, { userId: staffId, email: null }),
    ).toEqual({ status: "saved", revision: 2 });
    const link = await createPreview(database.db, { pageId, revision: 2, createdBy: staffId });
    const data = await load(link!.token);
    expect(data).toMatchObject({ shape: "policy", revision: 2, document: { title: "Notice (draft)" } });
  });

  it("draws a fee table's revision with its amounts read as the public page reads them", async () => {
    const pageId = await pageIdOf("/bcafees");
    const link = await createPreview(database.db, { pageId, revision: 1, createdBy: staffId });
    const data = await load(link!.token);
    expect(data.shape).toBe("fees");
    expect(JSON.stringify(data.document)).toContain("Tuition");
  });

  it("draws the seeded revision of a page of every shape with its public page's view, all but the blocks", async () => {
    const pages = await listPages(database.db);
    const drawn = new Set<string>();
    for (const page of pages.filter((p) => p.path !== null)) {
      const link = await createPreview(database.db, { pageId: page.id, revision: 1, createdBy: staffId });
      const data = await load(link!.token);
      expect(data.shape).toBe(page.shape);
      // The home page says its date inside its sections; every other page beside its document.
      if (page.shape !== "home") expect(data.revisedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(data.page).toMatchObject({ sections: { updated: expect.stringContaining("Last updated") } });
      drawn.add(page.shape);
    }
    expect([...drawn].sort()).toEqual(
      Object.keys(pageShapes)
        // The blocks other pages print: the placement rules and the privacy notice (decision 064).
        .filter((shape) => shape !== "placement-rules" && shape !== "privacy-notice")
        .sort(),
    );
  });

  it("reads what a page shows beside its document as the public page does", async () => {
    const cell = await createPreview(database.db, {
      pageId: await pageIdOf("/placement-cell"),
      revision: 1,
      createdBy: staffId,
    });
    expect((await load(cell!.token)).page).toMatchObject({ rules: expect.arrayContaining([expect.any(String)]) });
    const bca = await createPreview(database.db, { pageId: await pageIdOf("/BCA"), revision: 1, createdBy: staffId });
    expect((await load(bca!.token)).view).toBe("routes/courses/bca.tsx");
  });

  it("answers 404 for an unknown or expired link, and for a shape it cannot draw", async () => {
    expect(await statusOf(load("x".repeat(43)))).toBe(404);
    expect(await statusOf(load("not-a-token"))).toBe(404);
    const notice = await pageIdOf("/notice");
    const old = await createPreview(
      database.db,
      { pageId: notice, revision: 1, createdBy: staffId },
      new Date(Date.now() - 2 * 3600_000),
    );
    expect(await statusOf(load(old!.token))).toBe(404);
    const [rules] = (await listPages(database.db)).filter((page) => page.shape === "placement-rules");
    const block = await createPreview(database.db, { pageId: rules!.id, revision: 1, createdBy: staffId });
    expect(await statusOf(load(block!.token))).toBe(404);
  });
});
