import { type Kysely, sql } from "kysely";
import type { Dialect } from "../client.ts";
import { withId } from "./column-helpers.ts";

type SeedLink = [label: string, target: string];
type SeedGroup = [label: string, items: (SeedLink | SeedGroup)[]];
type SeedEntry = SeedLink | SeedGroup;

/**
 * The menu as the code drew it until this migration (spec 000 §2 "Shell on every page"), with its English labels.
 * Frozen with the migration: it runs once per database, so it never writes over an editor's work.
 */
const header: SeedEntry[] = [
  ["Home", "/"],
  [
    "Group",
    [
      ["About Us", "/about-us"],
      ["Mission & Vision", "/mission-vision"],
      ["Director's Message", "/director-message"],
      ["Pedagogy", "/pedagogy"],
      ["Why Gumla", "/why-gumla"],
      ["Anti-Ragging", "/anti-ragging"],
      ["Alumni Speaks", "/alumni-speaks"],
      ["Placement Policy", "/placement-policy"],
      ["Awards", "/gpaward"],
    ],
  ],
  [
    "Management",
    [
      ["Board of Governors", "/governors"],
      ["Academic Advisory", "/advisory"],
      ["Principal", "/principal"],
      ["Core Faculty", "/core-faculty"],
      ["Visiting Faculty", "/visiting-faculty"],
      ["Admission Department", "/admission-department"],
      ["Exam Department", "/exam-department"],
      ["Placement Cell", "/placement-cell"],
    ],
  ],
  [
    "Course",
    [
      [
        "Diploma",
        [
          ["Civil", "/civil"],
          ["Electrical", "/electrical"],
          ["Mechanical", "/mechanical"],
          ["Mining", "/mining"],
        ],
      ],
      ["BCA", "/BCA"],
      ["Diploma for Working Professionals", "/diploma-working-professional"],
    ],
  ],
  ["Virtual Lab", "/virtual-lab"],
  [
    "Fee Structure",
    [
      ["Diploma Fees", "/fees"],
      ["BCA Fees", "/bcafees"],
      ["Working Professionals Fees", "/diploma-professionalsfees"],
    ],
  ],
  ["Production Unit", "/production-unit"],
  ["Campus", "/campus"],
  ["Gallery", "/gallery"],
];

const footer: SeedLink[] = [
  ["Home", "/"],
  ["Gallery", "/gallery"],
  ["Career", "/career"],
  ["Privacy Policy", "/privacy-policy"],
  ["Notice", "/notice"],
  ["Refund Policy", "/refund-cancle"],
  ["Contact", "/contact-us"],
  ["Terms & Condition", "/terms-condition"],
  ["Fee Structure", "/fees"],
];

/**
 * The header menu and the footer's quick links as rows (decision 044): a link or a group, its place among its
 * siblings, its parent group, an English label and room for a Hindi one. Public pages read it on every render, so
 * it carries a content version like the tables of migrations 009 and 012.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable("menu_items"), dialect)
    // "header" or "footer".
    .addColumn("menu", "varchar(16)", (col) => col.notNull())
    // No foreign key: the model keeps it (a group is removed only when empty), as with pages' revisions.
    .addColumn("parent_id", "integer")
    .addColumn("position", "integer", (col) => col.notNull())
    // "link" or "group".
    .addColumn("kind", "varchar(8)", (col) => col.notNull())
    .addColumn("label_en", "varchar(60)", (col) => col.notNull())
    .addColumn("label_hi", "varchar(60)")
    // A link's path ("/about-us") or https address; null for a group.
    .addColumn("target", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("menu_items_parent")
    .on("menu_items")
    .columns(["menu", "parent_id", "position"])
    .execute();

  const insert = async (menu: string, parentId: number | null, position: number, entry: SeedEntry) => {
    const [label, rest] = entry;
    const group = Array.isArray(rest);
    const row = await db
      .insertInto("menu_items" as never)
      .values({
        menu,
        parent_id: parentId,
        position,
        kind: group ? "group" : "link",
        label_en: label,
        label_hi: null,
        target: group ? null : rest,
      } as never)
      .returning("id" as never)
      .executeTakeFirstOrThrow();
    const id = (row as { id: number }).id;
    if (group) for (const [index, item] of rest.entries()) await insert(menu, id, index, item);
  };
  for (const [index, entry] of header.entries()) await insert("header", null, index, entry);
  for (const [index, link] of footer.entries()) await insert("footer", null, index, link);

  await db
    .insertInto("content_versions" as never)
    .values({ tag: "menu_items", version: 0 } as never)
    .execute();
  await addVersionTrigger(db, dialect, "menu_items");
}

/** The triggers of migration 009 (a migration keeps its own copy): every write raises the table's version. */
async function addVersionTrigger(db: Kysely<unknown>, dialect: Dialect, table: string) {
  const bump = sql`update content_versions set version = version + 1 where tag = ${sql.lit(table)}`;
  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`content_version_${table}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump}; end`.execute(db);
    }
    return;
  }
  // bump_content_version() exists since migration 009; the trigger only names it.
  await sql`create trigger content_version after insert or update or delete or truncate on ${sql.table(table)}
    for each statement execute function bump_content_version()`.execute(db);
}
