import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { isEmpty } from "./seed/demo.ts";
import { writeTransaction } from "./client.ts";
import { databaseKinds, type TestDatabase } from "../tests/support/databases.ts";

const kinds = await databaseKinds();

describe.each(kinds)("data layer on $name", (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
  });

  const newsRow = (title: string) => ({
    kind: "SN" as const,
    title,
    target_link: "/",
    is_new: 0,
    sort_order: 0,
    published: 1,
    created_at: new Date().toISOString(),
  });

  it("migrates a fresh database, and a second run changes nothing", async () => {
    database = await kind.open();
    expect(await isEmpty(database)).toBe(true);
    expect(await migrateToLatest(database)).toEqual([]);
  });

  it("commits a write transaction as a whole", async () => {
    database = await kind.open();
    await writeTransaction(database, async (trx) => {
      await trx.insertInto("news_items").values(newsRow("one")).execute();
      await trx.insertInto("news_items").values(newsRow("two")).execute();
    });
    const rows = await database.db.selectFrom("news_items").select("title").orderBy("id").execute();
    expect(rows.map((row) => row.title)).toEqual(["one", "two"]);
  });

  it("rolls a failed write transaction back completely", async () => {
    database = await kind.open();
    await expect(
      writeTransaction(database, async (trx) => {
        await trx.insertInto("news_items").values(newsRow("kept?")).execute();
        throw new Error("fails after the first insert");
      }),
    ).rejects.toThrow("fails after the first insert");
    expect(await isEmpty(database)).toBe(true);
  });

  it("commits writes that arrive together, and rolls back only the one that fails", async () => {
    database = await kind.open();
    const db = database;
    const writes = ["a", "b", "fails", "c"].map((title) =>
      writeTransaction(db, async (trx) => {
        await trx.insertInto("news_items").values(newsRow(title)).execute();
        if (title === "fails") throw new Error("this one fails");
        return title;
      }),
    );
    const settled = await Promise.allSettled(writes);
    expect(settled.map((result) => (result.status === "fulfilled" ? result.value : String(result.reason)))).toEqual([
      "a",
      "b",
      "Error: this one fails",
      "c",
    ]);
    // PostgreSQL runs the transactions side by side, so their ids need not follow the order they were asked in.
    const rows = await db.db.selectFrom("news_items").select("title").orderBy("title").execute();
    expect(rows.map((row) => row.title)).toEqual(["a", "b", "c"]);
  });

  it("keeps taking writes after a group, and after a failed one", async () => {
    database = await kind.open();
    await expect(
      writeTransaction(database, async () => {
        throw new Error("first fails");
      }),
    ).rejects.toThrow("first fails");
    await writeTransaction(database, async (trx) => {
      await trx.insertInto("news_items").values(newsRow("later")).execute();
    });
    const rows = await database.db.selectFrom("news_items").select("title").execute();
    expect(rows.map((row) => row.title)).toEqual(["later"]);
  });
});
