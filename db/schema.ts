import type { Generated } from "kysely";

/** Flags are stored as 0/1 integers so one schema serves SQLite and PostgreSQL alike. */
type Flag = number;

/** Columns every orderable, publishable list item has. */
interface Listed {
  sort_order: number;
  published: Flag;
}

/** SN latest news, NB notice board, UL useful links, SM social links, IL important links, IM second link list (HTML titles). */
export type NewsKind = "SN" | "NB" | "UL" | "SM" | "IL" | "IM";

export interface NewsItemTable extends Listed {
  id: Generated<number>;
  kind: NewsKind;
  title: string;
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

export interface Database {
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
}

// ---- Migration 008: the inbox's counts per kind and status, kept by triggers (decision 022). ----

export interface InboxCountTable {
  /** The kind's key, as in submission_status. */
  kind: string;
  status: string;
  /** How many submissions of the kind stand in the status (rows at 0 are left in place). */
  n: number;
}

export interface Database {
  inbox_counts: InboxCountTable;
}
