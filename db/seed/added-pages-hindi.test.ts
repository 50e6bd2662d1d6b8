import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { getPublishedAddedPage } from "../../app/models/added-pages.server.ts";
import { listTranslatedPageTitles } from "../../app/models/page-titles.server.ts";
import { listTranslations, saveTranslations } from "../../app/models/page-translations.server.ts";
import { movePage } from "../../app/models/pages.server.ts";
import { insertUser } from "../../app/models/staff-users.server.ts";
import { seedAddedPages } from "./added-pages.ts";
import { seedPageDocuments } from "./page-documents.ts";
import { seedPageTranslations } from "./page-translations.ts";

/*
 * The demo Hindi of the regulator's pages (content/hi/added/, decision 069): stored with the pages on a new
 * database, added to a database that already has the pages, never over an editor's Hindi.
 */
const kinds = await databaseKinds();

describe.each(kinds)("the demo Hindi of the regulator's pages on $name", (kind) => {
  const opened: TestDatabase[] = [];
  const open = async () => {
    const database = await kind.open();
    opened.push(database);
    await seedPageDocuments(database);
    await seedAddedPages(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.cleanup();
  });

  describe("a new database", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await open();
      expect(await seedPageTranslations(database)).toBeGreaterThan(900);
    });

    it("shows the committees page in Hindi, its numbers and links as they are", async () => {
      const page = await getPublishedAddedPage(database.db, "/committees", "hi");
      if (page?.shape !== "policy") throw new Error("no committees page");
      expect(page.title).toBe("समितियाँ");
      expect(page.document.title).toBe("समितियाँ");
      expect(page.untranslated).toBe(0);
      expect(page.document.sections.map((section) => section.heading)).toContain("एंटी-रैगिंग समिति और दस्ता");
      const text = JSON.stringify(page.document);
      expect(text).toContain('"text":"1800-180-5522","href":"tel:18001805522"');
      expect(text).toContain("+91 94311 00001");
      expect(text).not.toMatch(/[०-९]/);

      const english = await getPublishedAddedPage(database.db, "/committees");
      expect(english).toMatchObject({ title: "Committees", untranslated: 0 });
    });

    it("shows the mandatory disclosure in Hindi, marked for the college to review", async () => {
      const page = await getPublishedAddedPage(database.db, "/mandatory-disclosure", "hi");
      expect(page).toMatchObject({ title: "अनिवार्य प्रकटीकरण", untranslated: 0 });
      const stored = [...(await listTranslations(database.db, page!.id, "hi")).values()];
      expect(stored.length).toBeGreaterThan(30);
      expect(stored.every((row) => !row.reviewed)).toBe(true);
    });

    it("names both pages in Hindi in the Hindi site map", async () => {
      const titles = await listTranslatedPageTitles(database.db, "hi");
      expect(titles["/committees"]).toBe("समितियाँ");
      expect(titles["/mandatory-disclosure"]).toBe("अनिवार्य प्रकटीकरण");
    });
  });

  describe("a database that already has the pages", () => {
    let database: TestDatabase;
    let disclosureId: number;
    beforeAll(async () => {
      database = await open();
      const editorId = await insertUser(database.db, {
        email: "editor@college.test",
        name: "Editor",
        role: "editor",
        passwordHash: "x",
      });
      const actor = { userId: editorId, email: "editor@college.test" };
      // Before this release: an editor moved the committees page, and began the disclosure's Hindi.
      const committees = await getPublishedAddedPage(database.db, "/committees");
      expect(await movePage(database, committees!.id, "/college-committees", actor)).toBe("moved");
      disclosureId = (await getPublishedAddedPage(database.db, "/mandatory-disclosure"))!.id;
      const edit = { english: "Mandatory Disclosure", text: "अनिवार्य जानकारी" };
      await saveTranslations(database, disclosureId, "hi", [edit], actor);
    });

    it("gives a demo page its Hindi where it is now, once", async () => {
      await seedPageTranslations(database);
      const moved = await getPublishedAddedPage(database.db, "/college-committees", "hi");
      expect(moved).toMatchObject({ title: "समितियाँ", untranslated: 0 });
      expect(await seedPageTranslations(database)).toBe(0);
    });

    it("leaves a page whose Hindi an editor has begun as it is", async () => {
      const stored = await listTranslations(database.db, disclosureId, "hi");
      expect([...stored.values()].map((row) => [row.text, row.reviewed])).toEqual([["अनिवार्य जानकारी", true]]);
      const page = await getPublishedAddedPage(database.db, "/mandatory-disclosure", "hi");
      expect(page?.title).toBe("अनिवार्य जानकारी");
      expect(page?.untranslated).toBeGreaterThan(30);
    });
  });
});
