import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { listArchivedNews, listDatedNews, listNews } from "./news.server.ts";
import { insertNewsItem, updateNewsItem } from "./news-admin.server.ts";

const kinds = await databaseKinds();
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(kinds)("archive and feeds on $name", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  async function fill() {
    database = await kind.open();
    const { db } = database;
    const base = { targetLink: "/notice", isNew: false, published: true, showFrom: "", showUntil: "" };
    const add = async (
      kind: "SN" | "NB" | "UL",
      title: string,
      from: string | null,
      until: string | null,
      published = true,
    ) => {
      const id = await insertNewsItem(db, kind, { ...base, title, published });
      await db.updateTable("news_items").set({ show_from: from, show_until: until }).where("id", "=", id).execute();
    };
    await add("NB", "exams over", at(-40 * DAY), at(-30 * DAY));
    await add("SN", "results out", at(-20 * DAY), at(-DAY));
    await add("NB", "never published", at(-20 * DAY), at(-DAY), false);
    await add("UL", "old useful link", at(-20 * DAY), at(-DAY));
    await add("NB", "admissions open", at(-2 * DAY), at(5 * DAY));
    await add("NB", "holiday list", at(-5 * DAY), null);
    await add("NB", "not yet", at(2 * DAY), null);
    return db;
  }

  it("archives the published news and notices whose show window has ended, the latest ended first", async () => {
    const db = await fill();
    const archived = await listArchivedNews(db, "en");
    expect(archived.map((item) => [item.kind, item.title])).toEqual([
      ["SN", "results out"],
      ["NB", "exams over"],
    ]);
    expect(archived[1]!.shownFrom < archived[1]!.shownUntil!).toBe(true);
  });

  it("gives a feed the items of a kind shown now, the latest first, with the day each was first shown", async () => {
    const db = await fill();
    const notices = await listDatedNews(db, "NB", "en");
    expect(notices.map((item) => item.title)).toEqual(["admissions open", "holiday list"]);
    expect(Date.parse(notices[0]!.shownFrom)).toBeGreaterThan(Date.parse(notices[1]!.shownFrom));
    expect(await listDatedNews(db, "SN", "en")).toEqual([]);
  });

  it("titles an item in Hindi on the Hindi pages when it has a Hindi title, else in English, and the API in English", async () => {
    const db = await fill();
    const base = { targetLink: "/notice", isNew: false, published: true, showFrom: "", showUntil: "" };
    const id = await insertNewsItem(db, "NB", { ...base, title: "Fees due", titleHi: "फ़ीस जमा करने की तिथि" });
    const titles = async (language: "en" | "hi") => (await listNews(db, "NB", language)).map((item) => item.title);
    expect(await titles("hi")).toEqual(["admissions open", "holiday list", "फ़ीस जमा करने की तिथि"]);
    expect(await titles("en")).toEqual(["admissions open", "holiday list", "Fees due"]);
    expect(await listNews(db, "NB")).toEqual(await listNews(db, "NB", "en"));
    expect((await listDatedNews(db, "NB", "hi")).map((item) => item.title)).toContain("फ़ीस जमा करने की तिथि");
    // An update that names no Hindi title keeps it; one that clears it shows the English title again.
    await updateNewsItem(db, id, { ...base, title: "Fees due soon" });
    expect(await titles("hi")).toContain("फ़ीस जमा करने की तिथि");
    await updateNewsItem(db, id, { ...base, title: "Fees due soon", titleHi: null });
    expect(await titles("hi")).toContain("Fees due soon");
    await db.updateTable("news_items").set({ title_hi: "परीक्षाएँ समाप्त" }).where("title", "=", "exams over").execute();
    expect((await listArchivedNews(db, "hi")).map((item) => item.title)).toEqual(["results out", "परीक्षाएँ समाप्त"]);
    // A title shown in English on a Hindi page says so, for its element's lang="en" (decision 069); none other does.
    const marks = async (language: "en" | "hi") =>
      (await listNews(db, "NB", language)).map((item) => [item.title, item.lang]);
    expect(await marks("hi")).toEqual([
      ["admissions open", "en"],
      ["holiday list", "en"],
      ["Fees due soon", "en"],
    ]);
    await updateNewsItem(db, id, { ...base, title: "Fees due soon", titleHi: "फ़ीस जल्द जमा करें" });
    expect((await listNews(db, "NB", "hi")).find((item) => item.id === id)).not.toHaveProperty("lang");
    expect((await marks("en")).every(([, lang]) => lang === undefined)).toBe(true);
    expect((await listArchivedNews(db, "hi")).map((item) => item.lang)).toEqual(["en", undefined]);
  });
});
