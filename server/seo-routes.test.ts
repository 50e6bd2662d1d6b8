import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPage } from "../app/models/added-pages.server.ts";
import { publishNow } from "../app/models/page-publishing.server.ts";
import { seedPageDocuments } from "../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../tests/support/databases.ts";
import { publicUrls } from "./seo-routes.ts";

const kinds = await databaseKinds();
const actor = { userId: null, email: null };
const document = { intro: ["The members of the unit."], members: [{ name: "R. Oraon", affiliation: "Mining" }] };

describe.each(kinds)("the sitemap's addresses on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("lists a page an editor added once it is published, read when asked", async () => {
    const made = await addPage(
      database,
      { path: "/nss-unit", shape: "advisory", title: "NSS unit", menuGroup: null, document },
      actor,
    );
    if (!made.ok) throw new Error(made.problem);
    const site = "https://college.test";
    expect(await publicUrls(database.db, site)).not.toContain(`${site}/nss-unit`);
    await publishNow(database, made.pageId, actor);
    const urls = await publicUrls(database.db, site);
    expect(urls).toContain(`${site}/nss-unit`);
    expect(urls).toContain(`${site}/about-us`);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
