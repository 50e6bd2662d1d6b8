import type { Generated, SelectType } from "kysely";
import { type DocumentTables, documentColumnsOf } from "./schema-documents.ts";
import { type PageTables, pageColumnsOf } from "./schema-pages.ts";
import { type SearchTables, searchColumnsOf } from "./schema-search.ts";

/*
 * Every table of the database, written by hand: Kysely's generated types would describe one dialect only, and this
 * one schema serves SQLite and PostgreSQL alike. `columnsOf` below is its runtime twin, which db/schema.test.ts
 * compares with both databases as the migrations build them; the compiler keeps the two in step (see `Columns`).
 * A change of the schema is a new migration in db/migrations/ and an edit here, in the same commit.
 */

/** Flags are stored as 0/1 integers so one schema serves SQLite and PostgreSQL alike. */
type Flag = number;

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

export interface FacultyStaffTable extends Listed {
  id: Generated<number>;
  group_id: number;
  media_id: string;
  name: string;
  designation: string;
  qualification: string;
  experience: string;
  /** ISO date, YYYY-MM-DD. */
  date_of_joining: string;
}

export interface ExamStaffTable extends Listed {
  id: Generated<number>;
  media_id: string;
  banner_media_id: string;
  name: string;
  designation: string;
  qualification: string;
  experience: string;
  date_of_joining: string;
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

// --- What visitors send (migration 002) ---

export interface UploadTable {
  /** Random and unguessable: the value the upload answers with and the application sends as ProfilePic. */
  record: string;
  kind: "photo";
  file_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** 1 once an application uses it; a photo belongs to one application only. */
  attached: Flag;
  created_at: string;
}

/** The answer a stored form post got, kept a day by the post's one-time key (decision 031). */
export interface FormAnswerTable {
  once_key: string;
  form: string;
  /** JSON of what the post was answered (the reference, when the form has one). */
  answer: string;
  created_at: string;
}

export interface CaptchaSolutionTable {
  challenge_id: string;
  expires_at: string;
}

export interface EnquiryTable {
  id: Generated<number>;
  reference: string;
  name: string;
  mobile_no: string;
  programme_id: number;
  father_name: string;
  gender: string;
  date_of_birth: string;
  created_at: string;
}

export interface FooterEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_no: string;
  course: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_no: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface ApplicationTable {
  id: Generated<number>;
  reference: string;
  data_source: string;
  name: string;
  date_of_birth: string;
  gender: string;
  category: string;
  programme_id: number;
  email: string;
  mobile_no: string;
  alter_mobile_no: string | null;
  father_name: string;
  mother_name: string;
  religion: string;
  address: string;
  city: string;
  pincode: string;
  /** AES-256-GCM, app/lib/crypto.server.ts; never the plain number. */
  id_proof_encrypted: string;
  id_proof_last4: string;
  photo_record: string;
  signature: string | null;
  remarks: string | null;
  is_lateral: Flag;
  created_at: string;
  /** The language the application was sent in ("en", "hi"): its applicant's mails are in it. */
  language: Generated<string>;
}

export interface AlumniFeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_no: string;
  register_number: string;
  graduation_date: string;
  course_id: number;
  current_address: string;
  company_name_address: string;
  employer_name_address: string;
  remarks: string;
  created_at: string;
}

// --- Staff accounts, the audit log and the submission workflow (migrations 003 and 004) ---

export type StaffRole = "admin" | "admissions" | "editor";

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  failed_count: number;
  locked_until: string | null;
  disabled: Flag;
  last_seen_dashboard_at: string | null;
  created_at: string;
  /** The TOTP secret, AES-256-GCM (app/core/crypto.server.ts), never plain; set from the start of enrolment (011). */
  totp_secret_encrypted: string | null;
  /** When the second factor was switched on (its first code confirmed); null: off, or enrolment not finished. */
  totp_enabled_at: string | null;
  /** The last 30-second step a code was accepted for: a code of that step or an earlier one is refused. */
  totp_last_step: number | null;
}

/** A recovery code of the second factor: only its SHA-256; used once (migration 011). */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** A sign-in whose password was right and that waits for the second factor's code (five minutes; migration 011). */
export interface StaffPendingSignInTable {
  /** The SHA-256 of the id in the browser's cookie. */
  id_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface StaffSessionTable {
  /** The SHA-256 of the session id: the id itself is never stored. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  email: string | null;
  action: string;
  entity: string | null;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

/** Where a submission stands; a submission without a row is in its workflow's first state. */
export interface SubmissionStatusTable {
  kind: string;
  submission_id: number;
  status: string;
  updated_at: string;
}

export interface StatusChangeTable {
  id: Generated<number>;
  kind: string;
  submission_id: number;
  from_status: string;
  to_status: string;
  note: string | null;
  user_id: number;
  email: string;
  at: string;
}

// --- The mail outbox (migration 005) ---

/**
 * pending: waits for its next attempt; sending: claimed by a worker until next_attempt_at (a lease, so a message
 * whose worker died is picked up again); sent; failed: given up after the last attempt, kept with its error.
 */
export type MailStatus = "pending" | "sending" | "sent" | "failed";

/**
 * staff: a notice to the office about a submission; acknowledgement: a receipt to the person who sent it; status:
 * the applicant's word that the office changed the application's status (decision 057).
 */
export type MailPurpose = "staff" | "acknowledgement" | "status";

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  purpose: MailPurpose;
  submission_kind: string | null;
  submission_id: number | null;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The version of each site-content table, raised by triggers on every write (migration 009; the page cache). */
export interface ContentVersionTable {
  tag: string;
  version: number;
}

/** An entry of the header menu or of the footer's quick links (migration 015, decision 044). */
export interface MenuItemTable {
  id: Generated<number>;
  menu: "header" | "footer";
  /** The group it sits in; null at the top of its menu. */
  parent_id: number | null;
  /** Its place among its siblings, from 0. */
  position: number;
  kind: "link" | "group";
  label_en: string;
  /** Null until a Hindi label is written; the English one is shown meanwhile. */
  label_hi: string | null;
  /** A link's path or https address; null for a group. */
  target: string | null;
}

/** How many submissions of a kind stand in each status, kept by triggers (migration 008, decision 022). */
export interface InboxCountTable {
  /** The kind's key, as in submission_status. */
  kind: string;
  status: string;
  /** How many submissions of the kind stand in the status (rows at 0 are left in place). */
  n: number;
}

/**
 * Every table; the page documents' tables (migration 012) are declared in db/schema-pages.ts, the documents library's
 * (migration 016) in db/schema-documents.ts.
 */
export interface Database extends PageTables, DocumentTables, SearchTables {
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
  uploads: UploadTable;
  captcha_solutions: CaptchaSolutionTable;
  form_answers: FormAnswerTable;
  enquiries: EnquiryTable;
  footer_enquiries: FooterEnquiryTable;
  contact_messages: ContactMessageTable;
  applications: ApplicationTable;
  alumni_feedback: AlumniFeedbackTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_pending_sign_ins: StaffPendingSignInTable;
  audit_log: AuditLogTable;
  submission_status: SubmissionStatusTable;
  status_changes: StatusChangeTable;
  mail_outbox: MailOutboxTable;
  content_versions: ContentVersionTable;
  inbox_counts: InboxCountTable;
  menu_items: MenuItemTable;
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
    name: "text",
    designation: "text",
    qualification: "text",
    experience: "text",
    date_of_joining: "text",
    ...listed,
  },
  exam_staff: {
    id: "integer",
    media_id: "text",
    banner_media_id: "text",
    name: "text",
    designation: "text",
    qualification: "text",
    experience: "text",
    date_of_joining: "text",
    ...listed,
  },
  alumni_courses: { id: "integer", display_text: "text", ...listed },
  awards: { id: "integer", media_id: "text", caption: "text", ...listed },
  uploads: {
    record: "text",
    kind: "text",
    file_name: "text",
    mime: "text",
    width: "integer",
    height: "integer",
    bytes: "integer",
    attached: "flag",
    created_at: "text",
  },
  captcha_solutions: { challenge_id: "text", expires_at: "text" },
  form_answers: { once_key: "text", form: "text", answer: "text", created_at: "text" },
  enquiries: {
    id: "integer",
    reference: "text",
    name: "text",
    mobile_no: "text",
    programme_id: "integer",
    father_name: "text",
    gender: "text",
    date_of_birth: "text",
    created_at: "text",
  },
  footer_enquiries: {
    id: "integer",
    name: "text",
    email: "text",
    mobile_no: "text",
    course: "text",
    created_at: "text",
  },
  contact_messages: {
    id: "integer",
    name: "text",
    email: "text",
    mobile_no: "text",
    subject: "text",
    message: "text",
    created_at: "text",
  },
  applications: {
    id: "integer",
    reference: "text",
    data_source: "text",
    name: "text",
    date_of_birth: "text",
    gender: "text",
    category: "text",
    programme_id: "integer",
    email: "text",
    mobile_no: "text",
    alter_mobile_no: "text | null",
    father_name: "text",
    mother_name: "text",
    religion: "text",
    address: "text",
    city: "text",
    pincode: "text",
    id_proof_encrypted: "text",
    id_proof_last4: "text",
    photo_record: "text",
    signature: "text | null",
    remarks: "text | null",
    is_lateral: "flag",
    created_at: "text",
    language: "text",
  },
  alumni_feedback: {
    id: "integer",
    name: "text",
    email: "text",
    mobile_no: "text",
    register_number: "text",
    graduation_date: "text",
    course_id: "integer",
    current_address: "text",
    company_name_address: "text",
    employer_name_address: "text",
    remarks: "text",
    created_at: "text",
  },
  staff_users: {
    id: "integer",
    email: "text",
    name: "text",
    role: "text",
    password_hash: "text",
    failed_count: "integer",
    locked_until: "text | null",
    disabled: "flag",
    last_seen_dashboard_at: "text | null",
    created_at: "text",
    totp_secret_encrypted: "text | null",
    totp_enabled_at: "text | null",
    totp_last_step: "integer | null",
  },
  staff_recovery_codes: {
    id: "integer",
    user_id: "integer",
    code_hash: "text",
    used_at: "text | null",
    created_at: "text",
  },
  staff_pending_sign_ins: { id_hash: "text", user_id: "integer", created_at: "text", expires_at: "text" },
  staff_sessions: {
    id_hash: "text",
    user_id: "integer",
    created_at: "text",
    last_seen_at: "text",
    expires_at: "text",
  },
  audit_log: {
    id: "integer",
    at: "text",
    user_id: "integer | null",
    email: "text | null",
    action: "text",
    entity: "text | null",
    entity_id: "text | null",
    before_json: "text | null",
    after_json: "text | null",
    ip: "text | null",
  },
  submission_status: { kind: "text", submission_id: "integer", status: "text", updated_at: "text" },
  status_changes: {
    id: "integer",
    kind: "text",
    submission_id: "integer",
    from_status: "text",
    to_status: "text",
    note: "text | null",
    user_id: "integer",
    email: "text",
    at: "text",
  },
  mail_outbox: {
    id: "integer",
    to_address: "text",
    subject: "text",
    body_text: "text",
    purpose: "text",
    submission_kind: "text | null",
    submission_id: "integer | null",
    status: "text",
    attempts: "integer",
    next_attempt_at: "text",
    last_error: "text | null",
    created_at: "text",
    sent_at: "text | null",
  },
  content_versions: { tag: "text", version: "integer" },
  inbox_counts: { kind: "text", status: "text", n: "integer" },
  menu_items: {
    id: "integer",
    menu: "text",
    parent_id: "integer | null",
    position: "integer",
    kind: "text",
    label_en: "text",
    label_hi: "text | null",
    target: "text | null",
  },
  ...pageColumnsOf,
  ...documentColumnsOf,
  ...searchColumnsOf,
} as const satisfies Columns<Database>;

/** Columns of the description that the interfaces lack: `satisfies` misses those that come from a spread. */
type Extra<D, DB> = { [T in keyof D]: T extends keyof DB ? Exclude<keyof D[T], keyof DB[T]> : T }[keyof D];
const nothingExtra: Empty<Extra<typeof columnsOf, Database>> = true;
void nothingExtra;
