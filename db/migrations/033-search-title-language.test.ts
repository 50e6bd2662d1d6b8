import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { refreshSearchEntries } from "../../app/models/search-entries.server.ts";
import { seedPageDocuments } from "../seed/page-documents.ts";
import { up } from "./033-search-title-language.ts";

const kinds = await databaseKinds();

describe.each(kinds)("migration 033 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open({ before: "033-search-title-language" });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("gives the search entries their titles' language, built again at the next search", async () => {
    // Entries built before the migration: their state names the versions they were built from.
    await database.db.updateTable("search_index_state").set({ versions: "built before 033" }).execute();
    await up(database.db as never, database.dialect);
    expect(await database.db.selectFrom("search_index_state").select("versions").execute()).toEqual([{ versions: "" }]);
    await seedPageDocuments(database);
    expect(await refreshSearchEntries(database)).toBe(true);
    const rows = await database.db
      .selectFrom("search_entries")
      .select(["language", "title_lang"])
      .where("url", "in", ["/fees", "/hi/fees"])
      .execute();
    // No Hindi yet on this database: the Hindi entry's title is the English one, and says so.
    expect(rows.sort((a, b) => a.language.localeCompare(b.language))).toEqual([
      { language: "en", title_lang: null },
      { language: "hi", title_lang: "en" },
    ]);
  });
});
