/**
 * The optional show window of every published list item (migration 006): UTC ISO instants, `show_from` inclusive
 * and `show_until` exclusive, null for "no limit". Declared by augmenting the site-content tables.
 */
declare module "./schema.ts" {
  interface NewsItemTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface BannerTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface ProgrammeTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface PlacedStudentTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface GalleryAlbumTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface GalleryImageTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface FacultyStaffTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface ExamStaffTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface AlumniCourseTable {
    show_from: string | null;
    show_until: string | null;
  }
  interface AwardTable {
    show_from: string | null;
    show_until: string | null;
  }
}

export {};
