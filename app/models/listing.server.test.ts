import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { windowColumns } from "~/core/show-window.ts";
import { listBanners } from "./banners.server.ts";
import { listNews, listNewsOfKinds } from "./news.server.ts";
import { insertNewsItem } from "./news-admin.server.ts";

const kinds = await databaseKinds();
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(kinds)("show window on $name", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  it("shows a published item only inside its window; unpublished never", async () => {
    database = await kind.open();
    const { db } = database;
    const base = { targetLink: "/", isNew: false, published: true, showFrom: "", showUntil: "" };
    await insertNewsItem(db, "NB", { ...base, title: "always" });
    await insertNewsItem(db, "NB", { ...base, title: "hidden", published: false });
    const started = await insertNewsItem(db, "NB", { ...base, title: "started" });
    const ended = await insertNewsItem(db, "NB", { ...base, title: "ended" });
    const future = await insertNewsItem(db, "NB", { ...base, title: "future" });
    const running = await insertNewsItem(db, "NB", { ...base, title: "running" });
    const set = (id: number, show_from: string | null, show_until: string | null) =>
      db.updateTable("news_items").set({ show_from, show_until }).where("id", "=", id).execute();
    await set(started, at(-HOUR), null);
    await set(ended, null, at(-HOUR));
    await set(future, at(HOUR), null);
    await set(running, at(-HOUR), at(HOUR));
    expect((await listNews(db, "NB")).map((item) => item.title)).toEqual(["always", "started", "running"]);
  });

  it("keeps a notice whose last day is today and drops one whose last day was yesterday", async () => {
    database = await kind.open();
    const { db } = database;
    const today = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 5.5 * HOUR - 24 * HOUR).toISOString().slice(0, 10);
    const base = { targetLink: "/", isNew: false, published: true, showFrom: "" };
    await insertNewsItem(db, "SN", { ...base, title: "today", showUntil: today });
    await insertNewsItem(db, "SN", { ...base, title: "yesterday", showUntil: yesterday });
    expect((await listNews(db, "SN")).map((item) => item.title)).toEqual(["today"]);
    expect(windowColumns({ showFrom: "", showUntil: today }).show_until! > new Date().toISOString()).toBe(true);
  });

  it("lists several kinds in one query, each list as its own query gives it", async () => {
    database = await kind.open();
    const { db } = database;
    const base = { targetLink: "/", isNew: false, published: true, showFrom: "", showUntil: "" };
    // Interleaved, so that each kind's order is not the order of insertion across kinds.
    for (const [newsKind, title] of [
      ["NB", "notice 1"],
      ["UL", "link 1"],
      ["NB", "notice 2"],
      ["SN", "news 1"],
      ["UL", "link 2"],
    ] as const)
      await insertNewsItem(db, newsKind, { ...base, title });
    await insertNewsItem(db, "NB", { ...base, title: "hidden", published: false });
    const moved = await insertNewsItem(db, "UL", { ...base, title: "link 0" });
    await db.updateTable("news_items").set({ sort_order: -1 }).where("id", "=", moved).execute();
    const lists = await listNewsOfKinds(db, ["NB", "UL", "IL"]);
    const titles = (items: { title: string }[]) => items.map((item) => item.title);
    expect(titles(lists.NB)).toEqual(["notice 1", "notice 2"]);
    expect(titles(lists.UL)).toEqual(["link 0", "link 1", "link 2"]);
    expect(lists.IL).toEqual([]);
    expect(Object.keys(lists).sort()).toEqual(["IL", "NB", "UL"]);
    for (const newsKind of ["NB", "UL", "IL"] as const) expect(lists[newsKind]).toEqual(await listNews(db, newsKind));
  });

  it("applies the same rule to joined lists such as banners", async () => {
    database = await kind.open();
    const { db } = database;
    await db
      .insertInto("media")
      .values({
        id: "m".repeat(16),
        file_name: "m.jpg",
        mime: "image/jpeg",
        width: 10,
        height: 10,
        alt: "",
        created_at: at(0),
      })
      .execute();
    const banner = { media_id: "m".repeat(16), sort_order: 0, published: 1 };
    await db
      .insertInto("banners")
      .values({ ...banner, title: "now" })
      .execute();
    await db
      .insertInto("banners")
      .values({ ...banner, title: "later", show_from: at(HOUR) })
      .execute();
    expect((await listBanners(db)).map((b) => b.title)).toEqual(["now"]);
  });
});
