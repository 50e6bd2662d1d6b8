import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Db } from "../db/client.ts";
import { shownNow } from "../app/models/listing.server.ts";
import { addNewsItem } from "../tests/support/news-items.ts";
import { databaseKinds, type TestDatabase } from "../tests/support/databases.ts";
import { type ReadSet, trackReads } from "./page-cache/read-tracker.ts";
import { sharedReads } from "./shared-reads.ts";

const kinds = await databaseKinds();

const addNotice = (database: Db, title: string, window: { from?: string; until?: string } = {}) =>
  addNewsItem(database, "SN", title, window);

/** What a page shows from the shared read: the titles of the news items shown at `now`, and how often it read. */
function tickerReader(now: () => number) {
  let reads = 0;
  const read = async (db: Kysely<Database>) => {
    reads += 1;
    const rows = await db
      .selectFrom("news_items")
      .select("title")
      .where(shownNow("news_items", new Date(now()).toISOString()))
      .orderBy("id")
      .execute();
    return rows.map((row) => row.title);
  };
  return { read, reads: () => reads };
}

describe.each(kinds)("data many pages share, on $name", (kind) => {
  let database: TestDatabase;
  let other: Db;
  const clock = { at: Date.parse("2026-11-25T06:00:00Z") };
  const now = () => clock.at;

  beforeAll(async () => {
    database = await kind.open();
    other = database.reopen();
    await addNotice(database, "Admissions open");
  });
  afterAll(async () => {
    await other?.db.destroy();
    await database?.cleanup();
  });

  it("is read once, and again after a write from another process to a table it read, not to another", async () => {
    const shared = sharedReads(database.db, { now });
    const ticker = tickerReader(now);
    expect(await shared("ticker", ticker.read)).toEqual(["Admissions open"]);
    expect(await shared("ticker", ticker.read)).toEqual(["Admissions open"]);
    expect(ticker.reads()).toBe(1);

    await other.db
      .insertInto("programmes")
      .values({ display_text: "Civil", program_name: "Civil", seat_group: "diploma", seats: 60 } as never)
      .execute();
    expect(await shared("ticker", ticker.read)).toEqual(["Admissions open"]);
    expect(ticker.reads()).toBe(1);

    await addNotice(other, "Results declared");
    expect(await shared("ticker", ticker.read)).toEqual(["Admissions open", "Results declared"]);
    expect(ticker.reads()).toBe(2);
  });

  it("is read again when a row's show window opens or closes", async () => {
    const shared = sharedReads(database.db, { now });
    const ticker = tickerReader(now);
    await addNotice(database, "Exam forms", { from: "2026-11-26T18:30:00.000Z", until: "2026-11-28T18:30:00.000Z" });
    const before = await shared("ticker", ticker.read);
    expect(before).not.toContain("Exam forms");
    clock.at = Date.parse("2026-11-26T18:29:59Z");
    expect(await shared("ticker", ticker.read)).toEqual(before);
    expect(ticker.reads()).toBe(1);
    clock.at = Date.parse("2026-11-26T18:30:00.000Z");
    expect(await shared("ticker", ticker.read)).toEqual([...before, "Exam forms"]);
    clock.at = Date.parse("2026-11-28T18:30:00.000Z");
    expect(await shared("ticker", ticker.read)).toEqual(before);
    expect(ticker.reads()).toBe(3);
  });

  it("notes the tables for the page render in progress, whether it reads them or keeps them", async () => {
    const shared = sharedReads(database.db, { now });
    const ticker = tickerReader(now);
    for (const expectedReads of [1, 1]) {
      const readSet: ReadSet = { tables: new Set() };
      await trackReads(readSet, () => shared("ticker", ticker.read));
      expect([...readSet.tables]).toEqual(["news_items"]);
      expect(ticker.reads()).toBe(expectedReads);
    }
  });

  it("never keeps a read of a table that has no version", async () => {
    const shared = sharedReads(database.db, { now });
    let reads = 0;
    const read = async (db: Kysely<Database>) => {
      reads += 1;
      return db.selectFrom("institution_settings").select("key").execute();
    };
    await shared("messages", read);
    await shared("messages", read);
    expect(reads).toBe(2);
  });
});
