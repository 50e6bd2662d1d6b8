import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The home page's director photo and logos become pictures (issue 14): objects with their address and intrinsic
 * size, which the console edits with an upload like every other picture of a page document, instead of addresses
 * typed by hand. Every stored revision of the home page is rewritten so: the sizes are those of the files shipped
 * when this was written, and an address an editor typed gets the size of the box the page drew it in until then.
 * Frozen with the migration.
 */
const DIRECTOR_BOX = { width: 400, height: 400 };
const LOGO_BOX = { width: 240, height: 96 };

type Logo = { name: string; logo: unknown };

const asPicture = (value: unknown, box: { width: number; height: number }) =>
  typeof value === "string" ? { src: value, ...box } : value;

const withPictures = (logos: unknown) =>
  Array.isArray(logos) ? (logos as Logo[]).map((logo) => ({ ...logo, logo: asPicture(logo.logo, LOGO_BOX) })) : logos;

export async function up(untyped: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const db = untyped as Kysely<{
    pages: { id: number; shape: string };
    page_revisions: { id: number; page_id: number; document: string };
  }>;
  const revisions = await db
    .selectFrom("page_revisions")
    .innerJoin("pages", "pages.id", "page_revisions.page_id")
    .select(["page_revisions.id", "page_revisions.document"])
    .where("pages.shape", "=", "home")
    .execute();
  for (const revision of revisions) {
    const document = JSON.parse(revision.document) as Record<string, unknown>;
    const director = document.director as Record<string, unknown> | undefined;
    const changed = {
      ...document,
      ...(director ? { director: { ...director, photo: asPicture(director.photo, DIRECTOR_BOX) } } : {}),
      tieUps: withPictures(document.tieUps),
      recruiters: withPictures(document.recruiters),
    };
    await db
      .updateTable("page_revisions")
      .set({ document: JSON.stringify(changed) })
      .where("id", "=", revision.id)
      .execute();
  }
}
