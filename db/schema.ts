import type { Generated, SelectType } from "kysely";
import { type DataRightsTables, dataRightsColumnsOf } from "./schema-data-rights.ts";
import { type DocumentTables, documentColumnsOf } from "./schema-documents.ts";
import { type DraftTables, draftColumnsOf } from "./schema-drafts.ts";
import { type GrievanceTables, grievanceColumnsOf } from "./schema-grievances.ts";
import { type GuardianTables, guardianColumnsOf } from "./schema-guardian.ts";
import { type PageTables, pageColumnsOf } from "./schema-pages.ts";
import { type SearchTables, searchColumnsOf } from "./schema-search.ts";
import { type MailTables, mailColumnsOf } from "./schema-mail.ts";
import { type MenuTables, menuColumnsOf } from "./schema-menu.ts";
import { type StaffTables, staffColumnsOf } from "./schema-staff.ts";
import { type SubmissionTables, submissionColumnsOf } from "./schema-submissions.ts";

export type * from "./schema-data-rights.ts";
export type * from "./schema-drafts.ts";
export type * from "./schema-mail.ts";
export type * from "./schema-menu.ts";
export type * from "./schema-staff.ts";
export type * from "./schema-submissions.ts";

/*
 * Every table of the database, written by hand: Kysely's generated types would describe one dialect only, and this
 * one schema serves SQLite and PostgreSQL alike. `columnsOf` below is its runtime twin, which db/schema.test.ts
 * compares with both databases as the migrations build them; the compiler keeps the two in step (see `Columns`).
 * A change of the schema is a new migration in db/migrations/ and an edit here, in the same commit.
 */

/** Flags are stored as 0/1 integers so one schema serves SQLite and PostgreSQL alike. */
export type Flag = number;

/**
 * Columns every orderable, publishable list item has, with its optional show window (migration 006): UTC ISO
 * instants, `show_from` inclusive and `show_until` exclusive, null for "no limit".
 */
interface Listed {
  sort_order: number;
  published: Flag;
  show_from: string | null;
  show_until: string | null;
}

// --- Site content (migrations 001 and 006) ---

/** SN latest news, NB notice board, UL useful links, SM social links, IL important links, IM second link list (HTML titles). */
export type NewsKind = "SN" | "NB" | "UL" | "SM" | "IL" | "IM";

export interface NewsItemTable extends Listed {
  id: Generated<number>;
  kind: NewsKind;
  title: string;
  /** Shown on the Hindi pages instead of `title` when set (migration 022). */
  title_hi: string | null;
  target_link: string;
  is_new: Flag;
  created_at: string;
}

export interface MediaTable {
  /** Random, URL-safe, never reused: a new upload gets a new id, so variants can be cached forever. */
  id: string;
  file_name: string;
  mime: string;
  width: number;
  height: number;
  alt: string;
  created_at: string;
}

export interface BannerTable extends Listed {
  id: Generated<number>;
  media_id: string;
  title: string;
}

export type SeatGroup = "diploma" | "bca" | "working-professional";

export interface ProgrammeTable extends Listed {
  id: Generated<number>;
  display_text: string;
  program_name: string;
  seat_group: SeatGroup;
  seats: number;
  /** Excluded programmes (e.g. "Diploma (AE)") are never offered as a course choice. */
  excluded: Flag;
}

export interface PlacedStudentTable extends Listed {
  id: Generated<number>;
  media_id: string;
  name: string;
  session: string;
  company_name: string;
}

export interface GalleryAlbumTable extends Listed {
  id: Generated<number>;
  gallery_code: string;
  title: string;
  cover_media_id: string;
}

export interface GalleryImageTable extends Listed {
  id: Generated<number>;
  album_id: number;
  media_id: string;
  title: string;
}

export interface FacultyGroupTable {
  id: Generated<number>;
  department: string;
  sort_order: number;
}

/** What a staff member of either list shows (the faculty groups' and the exam department's). */
interface StaffColumns extends Listed {
  id: Generated<number>;
  media_id: string;
  name: string;
  designation: string;
  qualification: string;
  experience: string;
  /** ISO date, YYYY-MM-DD. */
  date_of_joining: string;
  /** The Hindi of the three above (migration 035); "" while there is none, and the English is shown. */
  designation_hi: Generated<string>;
  qualification_hi: Generated<string>;
  experience_hi: Generated<string>;
}

export interface FacultyStaffTable extends StaffColumns {
  group_id: number;
}

export interface ExamStaffTable extends StaffColumns {
  banner_media_id: string;
}

export interface AlumniCourseTable extends Listed {
  id: Generated<number>;
  display_text: string;
}

export interface AwardTable extends Listed {
  id: Generated<number>;
  media_id: string;
  caption: string;
}

// What visitors send and the office's workflow are in db/schema-submissions.ts; staff accounts and the audit log in
// db/schema-staff.ts; the mail outbox in db/schema-mail.ts.

/** The version of each site-content table, raised by triggers on every write (migration 009; the page cache). */
export interface ContentVersionTable {
  tag: string;
  version: number;
}

/**
 * Every table; the page documents' tables (migration 012) are declared in db/schema-pages.ts, the documents library's
 * (migration 016) in db/schema-documents.ts, the search index's in db/schema-search.ts, the submissions' in
 * db/schema-submissions.ts, the staff's in db/schema-staff.ts, the mail outbox's in db/schema-mail.ts and the menus' in db/schema-menu.ts.
 */
export interface Database
  extends
    PageTables,
    DocumentTables,
    SearchTables,
    SubmissionTables,
    StaffTables,
    MailTables,
    GrievanceTables,
    DataRightsTables,
    DraftTables,
    GuardianTables,
    MenuTables {
  news_items: NewsItemTable;
  media: MediaTable;
  banners: BannerTable;
  programmes: ProgrammeTable;
  placed_students: PlacedStudentTable;
  gallery_albums: GalleryAlbumTable;
  gallery_images: GalleryImageTable;
  faculty_groups: FacultyGroupTable;
  faculty_staff: FacultyStaffTable;
  exam_staff: ExamStaffTable;
  alumni_courses: AlumniCourseTable;
  awards: AwardTable;
  content_versions: ContentVersionTable;
}

// --- The listed tables ---

/** The tables whose rows are published list items: every table whose row has the show window. */
type ListedTableOf<DB> = { [T in keyof DB]: DB[T] extends Listed ? T : never }[keyof DB];
export type ListedTable = ListedTableOf<Database>;

/**
 * Every table whose rows are published list items, for code that walks them all at run time. The compiler
 * demands exactly the tables whose interface extends `Listed`: a new listed table is added here, and gets its
 * columns from a new migration (a landed migration keeps its own list).
 */
export const listedTables = [
  "news_items",
  "banners",
  "programmes",
  "placed_students",
  "gallery_albums",
  "gallery_images",
  "faculty_staff",
  "exam_staff",
  "alumni_courses",
  "awards",
] as const satisfies readonly ListedTable[];

/** True when nothing is left over; a check below that is false fails to compile. */
type Empty<T> = [T] extends [never] ? true : false;
// A listed table left out of `listedTables` fails here.
const everyListedTable: Empty<Exclude<ListedTable, (typeof listedTables)[number]>> = true;
void everyListedTable;

// --- The runtime twin of the interfaces ---

/**
 * How a column is stored, as the comparison with the databases needs it: `text`; `integer`; `flag` (an integer
 * holding 0 or 1); `real`; with ` | null` when the column may be empty.
 */
type Family<V> = V extends string ? "text" : V extends number ? "integer" | "flag" | "real" : never;
type ColumnSpec<V> = null extends V ? `${Family<Exclude<V, null>>} | null` : Family<V>;

/**
 * The description the compiler demands of a schema: every table and every column of the interfaces, nothing
 * more, each column with a family that fits its TypeScript type and ` | null` exactly where the type allows null.
 */
export type Columns<DB> = { [T in keyof DB]: { [C in keyof DB[T]]-?: ColumnSpec<SelectType<DB[T][C]>> } };

const listed = {
  sort_order: "integer",
  published: "flag",
  show_from: "text | null",
  show_until: "text | null",
} as const;

/** The interfaces above at run time, for db/schema.test.ts; `satisfies` forbids a missing or an extra column. */
/** The columns of `StaffColumns`, for both staff lists. */
const staffColumns = {
  name: "text",
  designation: "text",
  qualification: "text",
  experience: "text",
  date_of_joining: "text",
  designation_hi: "text",
  qualification_hi: "text",
  experience_hi: "text",
  ...listed,
} as const;

export const columnsOf = {
  news_items: {
    id: "integer",
    kind: "text",
    title: "text",
    title_hi: "text | null",
    target_link: "text",
    is_new: "flag",
    created_at: "text",
    ...listed,
  },
  media: {
    id: "text",
    file_name: "text",
    mime: "text",
    width: "integer",
    height: "integer",
    alt: "text",
    created_at: "text",
  },
  banners: { id: "integer", media_id: "text", title: "text", ...listed },
  programmes: {
    id: "integer",
    display_text: "text",
    program_name: "text",
    seat_group: "text",
    seats: "integer",
    excluded: "flag",
    ...listed,
  },
  placed_students: {
    id: "integer",
    media_id: "text",
    name: "text",
    session: "text",
    company_name: "text",
    ...listed,
  },
  gallery_albums: { id: "integer", gallery_code: "text", title: "text", cover_media_id: "text", ...listed },
  gallery_images: { id: "integer", album_id: "integer", media_id: "text", title: "text", ...listed },
  faculty_groups: { id: "integer", department: "text", sort_order: "integer" },
  faculty_staff: {
    id: "integer",
    group_id: "integer",
    media_id: "text",
    ...staffColumns,
  },
  exam_staff: {
    id: "integer",
    media_id: "text",
    banner_media_id: "text",
    ...staffColumns,
  },
  alumni_courses: { id: "integer", display_text: "text", ...listed },
  awards: { id: "integer", media_id: "text", caption: "text", ...listed },
  content_versions: { tag: "text", version: "integer" },
  ...pageColumnsOf,
  ...submissionColumnsOf,
  ...staffColumnsOf,
  ...mailColumnsOf,
  ...documentColumnsOf,
  ...searchColumnsOf,
  ...grievanceColumnsOf,
  ...dataRightsColumnsOf,
  ...draftColumnsOf,
  ...guardianColumnsOf,
  ...menuColumnsOf,
} as const satisfies Columns<Database>;

/** Columns of the description that the interfaces lack: `satisfies` misses those that come from a spread. */
type Extra<D, DB> = { [T in keyof D]: T extends keyof DB ? Exclude<keyof D[T], keyof DB[T]> : T }[keyof D];
const nothingExtra: Empty<Extra<typeof columnsOf, Database>> = true;
void nothingExtra;
