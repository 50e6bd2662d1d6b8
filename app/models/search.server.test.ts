import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { seedPageTranslations } from "../../db/seed/page-translations.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { addPage } from "./added-pages.server.ts";
import { publishNow, unpublish } from "./page-publishing.server.ts";
import { RESULTS_PER_PAGE, searchSite } from "./search.server.ts";

const kinds = await databaseKinds();
const editor = { userId: null, email: "editor@college.test" };
const now = new Date("2026-11-24T06:00:00Z");

interface NewsRow {
  kind: "SN" | "NB";
  title: string;
  title_hi?: string;
  target_link?: string;
  published?: number;
  show_from?: string | null;
  show_until?: string | null;
}

describe.each(kinds)("site search, on $name", (kind) => {
  let database: TestDatabase;
  const search = (query: string, page = 1, language = "en") => searchSite(database, { query, language, page, now });
  const titles = async (query: string) => (await search(query)).results.map((result) => result.title);
  const addNews = (row: NewsRow) =>
    database.db
      .insertInto("news_items")
      .values({ target_link: "/notice", is_new: 0, sort_order: 0, published: 1, created_at: now.toISOString(), ...row })
      .execute();

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database, new Date("2026-11-20T00:00:00Z"));
    await addNews({
      kind: "SN",
      title: "Campus placement drive by Koel Power Systems",
      target_link: "/placement-cell",
    });
    await addNews({ kind: "NB", title: "Kabaddi tournament registration closes on Friday" });
    await addNews({ kind: "NB", title: "Holiday for Chhath puja", show_from: "2026-11-25T00:00:00.000Z" });
    await addNews({
      kind: "NB",
      title: "Old timetable for winter examinations",
      show_until: "2026-11-01T00:00:00.000Z",
    });
    await addNews({ kind: "NB", title: "Unpublished circular about uniforms", published: 0 });
    await database.db
      .insertInto("documents")
      .values({
        slug: "prospectus-2026-27",
        title: "Prospectus 2026-27",
        file_name: "stored.pdf",
        bytes: 1000,
        sha256: "0".repeat(64),
        uploaded_by: null,
        uploaded_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("finds published pages by their title and text, with the matched words marked", async () => {
    const { results } = await search("fees");
    const fees = results.find((result) => result.url === "/fees");
    expect(fees).toMatchObject({ kind: "page" });
    expect(fees?.snippet.filter((part) => part.marked).map((part) => part.text.toLowerCase())).toContain("fees");
    // A person's name on a page of people, and text inside a table's cells.
    expect((await search("Rajendra Sahu")).results.map((result) => result.url)).toContain("/governors");
    expect((await search("tuition")).results.map((result) => result.url)).toContain("/bcafees");
  });

  it("finds news, notices and documents by their titles, each with its kind and link", async () => {
    expect((await search("koel")).results).toContainEqual(
      expect.objectContaining({ kind: "news", url: "/placement-cell", title: expect.stringContaining("Koel") }),
    );
    expect((await search("kabaddi")).results).toContainEqual(
      expect.objectContaining({ kind: "notice", title: "Kabaddi tournament registration closes on Friday" }),
    );
    expect((await search("prospectus")).results).toContainEqual(
      expect.objectContaining({ kind: "document", url: "/documents/prospectus-2026-27.pdf" }),
    );
  });

  it("does not find a notice before its show-from day, after its show-until, or unpublished", async () => {
    expect(await titles("chhath")).toEqual([]);
    expect(await titles("timetable winter")).toEqual([]);
    expect(await titles("uniforms")).toEqual([]);
    // The same notice is found once its day has come.
    const later = await searchSite(database, { query: "chhath", language: "en", page: 1, now: new Date("2026-11-26") });
    expect(later.results.map((result) => result.title)).toEqual(["Holiday for Chhath puja"]);
  });

  it("finds a page only while it is published, and news as it is now", async () => {
    const document = {
      title: "Hostel rules",
      description: "The rules of the college hostel, for students who live on the campus in Gumla.",
      sections: [
        { blocks: [{ type: "paragraph", text: "Quiet hours begin at ten; visitors sign the xylophone register." }] },
      ],
    };
    const made = await addPage(
      database,
      { path: "/hostel-rules", shape: "policy", title: "Hostel rules", menuGroup: null, document },
      editor,
    );
    if (!made.ok) throw new Error(made.problem);
    expect(await titles("xylophone")).toEqual([]);
    await publishNow(database, made.pageId, editor, { now });
    expect((await search("xylophone")).results).toEqual([
      expect.objectContaining({ kind: "page", url: "/hostel-rules", title: "Hostel rules" }),
    ]);
    await unpublish(database, made.pageId, editor);
    expect(await titles("xylophone")).toEqual([]);

    await database.db
      .updateTable("news_items")
      .set({ title: "Chess tournament registration closes on Monday" })
      .where("title", "=", "Kabaddi tournament registration closes on Friday")
      .execute();
    expect(await titles("kabaddi")).toEqual([]);
    expect(await titles("chess tournament")).toEqual(["Chess tournament registration closes on Monday"]);
  });

  it("keeps a Devanagari word whole: शुल्क finds शुल्क, not the letters श ल क", async () => {
    await addNews({ kind: "NB", title: "शुल्क जमा करने की अंतिम तिथि" });
    await addNews({ kind: "NB", title: "श ल क" });
    expect(await titles("शुल्क")).toEqual(["शुल्क जमा करने की अंतिम तिथि"]);
    expect((await search("शुल्क", 1, "hi")).results.map((result) => result.title)).toEqual(["शुल्क जमा करने की अंतिम तिथि"]);
  });

  it("searches the Hindi site in Hindi: an item's Hindi title, else its English one, each at its Hindi address", async () => {
    await addNews({
      kind: "NB",
      title: "Hostel rooms allotted",
      title_hi: "छात्रावास के कमरे आवंटित",
      target_link: "/campus",
    });
    const hindi = async (query: string) =>
      (await search(query, 1, "hi")).results.map((result) => [result.title, result.url]);
    expect(await hindi("छात्रावास")).toEqual([["छात्रावास के कमरे आवंटित", "/hi/campus"]]);
    // An earlier test renamed the Kabaddi notice.
    expect(await hindi("chess tournament")).toEqual([["Chess tournament registration closes on Monday", "/hi/notice"]]);
    expect(await hindi("prospectus")).toEqual([["Prospectus 2026-27", "/documents/prospectus-2026-27.pdf"]]);
    expect(await titles("छात्रावास")).toEqual([]);
    expect(await titles("allotted")).toContain("Hostel rooms allotted");
    // A title shown in English among the Hindi results says so, for lang="en" (decision 069); a Hindi one does not.
    const languages = async (query: string, language = "hi") =>
      (await search(query, 1, language)).results.map((result) => result.lang);
    expect(await languages("छात्रावास")).toEqual([undefined]);
    expect(await languages("chess tournament")).toEqual(["en"]);
    expect(await languages("prospectus")).toEqual(["en"]);
    expect(await languages("prospectus", "en")).toEqual([undefined]);
  });

  it("finds a page's Hindi text on the Hindi site, under its Hindi title, and not on the English one", async () => {
    await seedPageTranslations(database);
    const hindi = (await search("ट्यूशन", 1, "hi")).results.map((result) => [result.title, result.url]);
    expect(hindi).toContainEqual(["फ़ीस संरचना", "/hi/fees"]);
    const fees = (await search("ट्यूशन", 1, "hi")).results.find((result) => result.url === "/hi/fees");
    expect(fees?.lang).toBeUndefined();
    expect(hindi.every(([, url]) => url!.startsWith("/hi/"))).toBe(true);
    expect(await titles("ट्यूशन")).toEqual([]);
    expect(await titles("tuition")).toContain("Fee Structure");
  });

  it("answers any query without an error: query syntax, signs, emoji and 10 000 characters", async () => {
    for (const query of [
      '"fees',
      'fees"',
      "*",
      "fees*",
      "NEAR(fees admission)",
      "NEAR",
      "-fees",
      "fees -bca",
      "fees OR AND NOT",
      "title:fees",
      "^fees",
      "'; drop table search_entries; --",
      "fees:* & !bca | (x",
      "\\",
      "🎓 fees 🎓",
      "🎓",
      "x".repeat(10_000),
      "fees ".repeat(2_000),
      "ु",
    ]) {
      const answer = await search(query);
      expect(Array.isArray(answer.results), query.slice(0, 40)).toBe(true);
    }
    expect((await search("*")).terms).toEqual([]);
    expect((await search("🎓")).results).toEqual([]);
    expect((await search('"fees')).results.map((result) => result.url)).toContain("/fees");
    expect((await search("🎓 fees 🎓")).results.map((result) => result.url)).toContain("/fees");
  });

  it("gives results twenty at a time, with a next page while there are more", async () => {
    const first = await search("the");
    expect(first.results).toHaveLength(RESULTS_PER_PAGE);
    expect(first.hasMore).toBe(true);
    const second = await search("the", 2);
    expect(second.results.length).toBeGreaterThan(0);
    const firstUrls = new Set(first.results.map((result) => `${result.kind} ${result.url} ${result.title}`));
    expect(second.results.some((result) => firstUrls.has(`${result.kind} ${result.url} ${result.title}`))).toBe(false);
  });
});
