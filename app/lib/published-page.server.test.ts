import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { readContentDocument } from "~/models/content.server.ts";
import { publishNow } from "~/models/page-publishing.server.ts";
import { createPage } from "~/models/pages.server.ts";
import { publishedBlock, publishedDocumentAt, publishedPageAt, revisedOn } from "./published-page.server.ts";

const kinds = await databaseKinds();
const office = { userId: null, email: null };
const at = (path: string) => new URL(path, "https://college.test");

/** What a loader throws for a page it cannot show: React Router's answer with its status. */
async function statusThrown(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return undefined;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

describe.each(kinds)("a public page's published document on $name", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.open();
    // 20:00 UTC on 22 November is 23 November in India.
    await seedPageDocuments(database, new Date("2026-11-22T20:00:00Z"));
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("is the document at the loader's address in any letter case, with the IST day of its publish", async () => {
    const fees = await publishedDocumentAt(database.db, at("/BCAFees/"), "fees");
    expect(fees.title).toBe("BCA Fee Structure");
    expect(fees.revisedOn).toBe("2026-11-23");
  });

  it("is a 404 for a page not published, an unknown path, or a page of another shape", async () => {
    const made = await writeTransaction(database, (trx) =>
      createPage(
        trx,
        {
          path: "/committees",
          shape: "policy",
          menuGroup: "about",
          title: "Committees",
          namedBySpec: false,
          document: readContentDocument("policy/notice"),
          publish: false,
        },
        office,
      ),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    expect(await statusThrown(publishedPageAt(database.db, at("/committees"), "policy"))).toBe(404);
    expect(await statusThrown(publishedPageAt(database.db, at("/no-such-page"), "policy"))).toBe(404);
    expect(await statusThrown(publishedPageAt(database.db, at("/bcafees"), "policy"))).toBe(404);

    await publishNow(database, made.pageId, office, { now: new Date("2026-11-24T03:00:00Z") });
    expect((await publishedPageAt(database.db, at("/committees"), "policy")).publishedOn).toBe("2026-11-24");
  });

  it("dates a page by its own date when its document carries one, else by its latest publish", async () => {
    const privacy = await publishedPageAt(database.db, at("/privacy-policy"), "policy");
    expect(revisedOn([privacy], privacy.document.lastUpdated)).toBe("2020-07-01");
    const rules = await publishedBlock(database.db, "placement-rules");
    const cell = await publishedPageAt(database.db, at("/placement-cell"), "placement-cell");
    expect(revisedOn([cell, { publishedOn: "2026-12-05" }])).toBe("2026-12-05");
    expect(revisedOn([cell, rules])).toBe("2026-11-23");
  });
});
