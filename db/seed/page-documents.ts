import type { Kysely } from "kysely";
import { addressInUse } from "../../app/models/added-pages.server.ts";
import { readContentDocument } from "../../app/models/content.server.ts";
import { createPage, hasAnyPage } from "../../app/models/pages.server.ts";
import { type MessageKey, defaultLanguage, translator } from "../../app/messages/catalogue.ts";
import type { PageShape } from "../../app/schemas/page-shapes.ts";
import { type Db, writeTransaction } from "../client.ts";
import type { Database } from "../schema.ts";

/**
 * The one table of the pages a new database starts with: each content file of content/, the path the site shows
 * it at (as the route modules of app/routes/ load it), its shape and its menu group. Paths as the spec spells them.
 */
export interface SeedPage {
  /** Null for a block that other pages show (the placement rules: /placement-cell and /placement-policy). */
  path: string | null;
  content: string;
  shape: PageShape;
  group: string | null;
  /** Where the title comes from when the document has none: a catalogue key, or a name for a block. */
  titleKey?: MessageKey;
  title?: string;
}

export const seedPages: readonly SeedPage[] = [
  { path: "/", content: "home/home", shape: "home", group: null, titleKey: "home.title" },
  { path: "/about-us", content: "about/about-us", shape: "about-us", group: "about" },
  { path: "/mission-vision", content: "about/mission-vision", shape: "mission-vision", group: "about" },
  {
    path: "/director-message",
    content: "people/director-message",
    shape: "director-messages",
    group: "about",
    titleKey: "people.directorMessage.title",
  },
  { path: "/pedagogy", content: "about/pedagogy", shape: "pedagogy", group: "about" },
  { path: "/why-gumla", content: "about/why-gumla", shape: "why-gumla", group: "about" },
  { path: "/anti-ragging", content: "policy/anti-ragging", shape: "anti-ragging", group: "about" },
  { path: "/placement-policy", content: "policy/placement-policy", shape: "policy", group: "about" },
  {
    path: "/governors",
    content: "people/governors",
    shape: "governors",
    group: "management",
    titleKey: "people.governors.title",
  },
  {
    path: "/advisory",
    content: "people/advisory",
    shape: "advisory",
    group: "management",
    titleKey: "people.advisory.title",
  },
  {
    path: "/principal",
    content: "people/principal",
    shape: "person-message",
    group: "management",
    titleKey: "people.principal.title",
  },
  {
    path: "/visiting-faculty",
    content: "people/visiting-faculty",
    shape: "visiting-faculty",
    group: "management",
    titleKey: "people.visitingFaculty.title",
  },
  {
    path: "/admission-department",
    content: "people/admission-department",
    shape: "admission-department",
    group: "management",
    titleKey: "people.admissionDepartment.title",
  },
  {
    path: "/placement-cell",
    content: "people/placement-cell",
    shape: "placement-cell",
    group: "management",
    titleKey: "people.placementCell.title",
  },
  { path: "/civil", content: "curriculum/civil", shape: "curriculum", group: "courses" },
  { path: "/electrical", content: "curriculum/electrical", shape: "curriculum", group: "courses" },
  { path: "/mechanical", content: "curriculum/mechanical", shape: "curriculum", group: "courses" },
  { path: "/mining", content: "curriculum/mining", shape: "curriculum", group: "courses" },
  { path: "/BCA", content: "courses/bca", shape: "course-page", group: "courses" },
  {
    path: "/diploma-working-professional",
    content: "courses/diploma-working-professional",
    shape: "course-page",
    group: "courses",
  },
  { path: "/fees", content: "fees/diploma", shape: "fees", group: "fees" },
  { path: "/bcafees", content: "fees/bca", shape: "fees", group: "fees" },
  { path: "/diploma-professionalsfees", content: "fees/working-professionals", shape: "fees", group: "fees" },
  { path: "/virtual-lab", content: "virtual-lab/virtual-lab", shape: "virtual-lab", group: null },
  { path: "/production-unit", content: "production-unit/production-unit", shape: "production-unit", group: null },
  { path: "/campus", content: "campus/campus", shape: "campus", group: null },
  { path: "/privacy-policy", content: "policy/privacy-policy", shape: "policy", group: "footer" },
  { path: "/notice", content: "policy/notice", shape: "policy", group: "footer" },
  { path: "/refund-cancle", content: "policy/refund-cancle", shape: "policy", group: "footer" },
  { path: "/terms-condition", content: "policy/terms-condition", shape: "policy", group: "footer" },
  // The website policies and help of GIGW 3.0 (decision 051); added to a database that already has pages too.
  { path: "/accessibility-statement", content: "policy/accessibility-statement", shape: "policy", group: "footer" },
  { path: "/help", content: "policy/help", shape: "policy", group: "footer" },
  { path: "/screen-reader-access", content: "policy/screen-reader-access", shape: "policy", group: "footer" },
  { path: "/copyright-policy", content: "policy/copyright-policy", shape: "policy", group: "footer" },
  { path: "/hyperlinking-policy", content: "policy/hyperlinking-policy", shape: "policy", group: "footer" },
  { path: "/content-archival-policy", content: "policy/content-archival-policy", shape: "policy", group: "footer" },
  { path: "/scholarship", content: "scholarship/scholarship", shape: "scholarship", group: null },
  { path: "/ncc", content: "about/ncc", shape: "ncc", group: null },
  {
    path: null,
    content: "people/placement-rules",
    shape: "placement-rules",
    group: null,
    title: "Placement rules",
  },
  {
    path: null,
    content: "policy/privacy-notice",
    shape: "privacy-notice",
    group: null,
    title: "Privacy notice",
  },
];

export type PageSeedOutcome = "seeded" | "added" | "not-empty";

/**
 * The pages of the table a database lacks: all of them on a database without pages; on one with pages, those whose
 * address no page has and no page was moved away from (a page a later release adds to the table), and the blocks of
 * a shape no block has yet (the privacy notice, added after the first seed of older databases).
 */
/** Whether a block (a page without a path) of the shape exists, published or not. */
async function hasBlock(db: Kysely<Database>, shape: PageShape): Promise<boolean> {
  const row = await db
    .selectFrom("pages")
    .select("id")
    .where("path", "is", null)
    .where("shape", "=", shape)
    .executeTakeFirst();
  return row !== undefined;
}

async function pagesToSeed(db: Kysely<Database>): Promise<SeedPage[]> {
  if (!(await hasAnyPage(db))) return [...seedPages];
  const missing: SeedPage[] = [];
  for (const page of seedPages) {
    if (page.path !== null ? !(await addressInUse(db, page.path)) : !(await hasBlock(db, page.shape)))
      missing.push(page);
  }
  return missing;
}

/**
 * Makes every page of `seedPages` with its content file as revision 1, published, when the database has no page
 * yet, and on a database with pages adds the pages of the table it lacks ("added"). A page that exists is never
 * touched: it is the editors' work. A content file its shape refuses throws (the content tests beside the files
 * catch that first).
 */
export async function seedPageDocuments(database: Db, now: Date = new Date()): Promise<PageSeedOutcome> {
  if ((await pagesToSeed(database.db)).length === 0) return "not-empty";
  const t = translator(defaultLanguage);
  try {
    return await writeTransaction(database, async (trx) => {
      // Asked again inside the transaction: another process may have seeded since.
      const empty = !(await hasAnyPage(trx));
      const pages = await pagesToSeed(trx);
      if (pages.length === 0) return "not-empty";
      for (const page of pages) {
        const document = readContentDocument(page.content);
        const ownTitle = (document as { title?: unknown }).title;
        const title =
          typeof ownTitle === "string" ? ownTitle : page.titleKey ? t(page.titleKey) : (page.title ?? page.content);
        const made = await createPage(
          trx,
          {
            path: page.path,
            shape: page.shape,
            menuGroup: page.group,
            title,
            // Every page of the table has a route of its own at its address (so it is never moved or unpublished),
            // and the block is printed on two of them.
            namedBySpec: true,
            document,
            publish: true,
          },
          { userId: null, email: null },
          now,
        );
        if (!made.ok) {
          const issue = made.issues[0];
          throw new Error(`content/${page.content}.json as a page: ${issue?.path}: ${issue?.message}`);
        }
      }
      return empty ? "seeded" : "added";
    });
  } catch (error) {
    // On PostgreSQL two processes starting at once may both try; the one that lost finds the pages there.
    if ((await pagesToSeed(database.db)).length === 0) return "not-empty";
    throw error;
  }
}
