import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSchema } from "~/schemas/content/home.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { up } from "./024-home-pictures.ts";

const kinds = await databaseKinds();

/** The home document as it was stored before this migration: the photo and the logos as addresses. */
function documentBefore(): Record<string, unknown> {
  type Picture = { src: string };
  type Logo = { name: string; logo: Picture };
  const now = JSON.parse(fs.readFileSync("content/home/home.json", "utf8")) as {
    director: { photo: Picture };
    tieUps: Logo[];
    recruiters: Logo[];
  };
  const address = (picture: Picture) => picture.src;
  return {
    ...now,
    director: { ...now.director, photo: address(now.director.photo) },
    tieUps: now.tieUps.map((logo) => ({ ...logo, logo: address(logo.logo) })),
    recruiters: now.recruiters.map((logo) => ({ ...logo, logo: "/images/home/typed-by-an-editor.png" })),
  };
}

describe.each(kinds)("migration 024 on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("turns the home page's photo and logos into pictures with their size in every revision, and nothing else", async () => {
    const now = new Date().toISOString();
    const page = await database.db
      .insertInto("pages")
      .values({ path: "/", shape: "home", menu_group: null, title: "Home", named_by_spec: 1, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const other = await database.db
      .insertInto("pages")
      .values({
        path: "/elsewhere",
        shape: "policy",
        menu_group: null,
        title: "Else",
        named_by_spec: 0,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const untouched = JSON.stringify({ photo: "/images/home/director.webp" });
    for (const [pageId, revision, document] of [
      [page.id, 1, JSON.stringify(documentBefore())],
      [page.id, 2, JSON.stringify(documentBefore())],
      [other.id, 1, untouched],
    ] as const) {
      await database.db
        .insertInto("page_revisions")
        .values({ page_id: pageId, revision, document, author_id: null, note: null, created_at: now })
        .execute();
    }

    await up(database.db as never, database.dialect);

    const rows = await database.db.selectFrom("page_revisions").select(["page_id", "document"]).execute();
    const home = rows.filter((row) => row.page_id === page.id).map((row) => JSON.parse(row.document));
    expect(home).toHaveLength(2);
    for (const document of home) {
      expect(document.director.photo).toEqual({ src: "/images/home/director.webp", width: 400, height: 400 });
      expect(document.tieUps[0].logo).toEqual({ src: "/images/home/logo-jut.svg", width: 240, height: 96 });
      expect(document.recruiters[0].logo).toEqual({
        src: "/images/home/typed-by-an-editor.png",
        width: 240,
        height: 96,
      });
      expect(Object.keys(document)).toEqual(Object.keys(documentBefore()));
      expect(contentSchema.safeParse(document).success).toBe(true);
    }
    expect(rows.find((row) => row.page_id === other.id)!.document).toBe(untouched);
  });
});
