import type { ListedTable } from "../../models/listing.server.ts";
import { type ContentField, image, text } from "~/core/content-admin/fields.ts";

/**
 * An editable list of the site: its table, its fields, what names an item and where the public sees it. Every
 * list gets ordering, publish and a show window from the shared editor (app/routes/admin/content-list.tsx).
 */
export interface ContentList {
  slug: string;
  table: ListedTable;
  title: string;
  /** What one item is called in buttons and messages. */
  noun: string;
  fields: readonly ContentField[];
  /** The field whose value names an item in the list. */
  nameField: string;
  publicPath: string;
}

const staffFields = (photoLabel: string): ContentField[] => [
  image("photo", "media_id", photoLabel),
  text("name", "name", "Name", 200),
  text("designation", "designation", "Designation", 200),
  text("qualification", "qualification", "Qualification", 300),
  text("experience", "experience", "Experience", 100),
  { kind: "date", name: "dateOfJoining", column: "date_of_joining", label: "Date of joining" },
];

/** Gallery albums (their pictures are edited on each album's page); the code is the album's address. */
export const albumFields: readonly ContentField[] = [
  {
    kind: "text",
    name: "galleryCode",
    column: "gallery_code",
    label: "Code (part of the album's address)",
    max: 64,
    pattern: {
      regex: "^[A-Za-z0-9][A-Za-z0-9_-]*$",
      message: "Code: use letters, digits, hyphens and underscores only, starting with a letter or digit",
    },
  },
  text("title", "title", "Title", 300),
  image("cover", "cover_media_id", "Cover picture"),
];

/** One picture of an album. */
export const albumImageFields: readonly ContentField[] = [
  image("picture", "media_id", "Picture"),
  text("title", "title", "Caption", 300),
];

/** A faculty group's staff (edited per group on the faculty pages). */
export const facultyStaffFields: readonly ContentField[] = staffFields("Photo");

export const contentLists: readonly ContentList[] = [
  {
    slug: "banners",
    table: "banners",
    title: "Home page banners",
    noun: "banner",
    fields: [
      image("picture", "media_id", "Picture"),
      text("title", "title", "Title (also the picture's text alternative)", 300),
    ],
    nameField: "title",
    publicPath: "/",
  },
  {
    slug: "programmes",
    table: "programmes",
    title: "Programmes and seats",
    noun: "programme",
    fields: [
      text("displayText", "display_text", "Name in forms", 200),
      text("programName", "program_name", "Short name", 200),
      {
        kind: "select",
        name: "seatGroup",
        column: "seat_group",
        label: "Seat group",
        options: [
          { value: "diploma", label: "Diploma" },
          { value: "bca", label: "BCA" },
          { value: "working-professional", label: "Working professionals" },
        ],
      },
      { kind: "number", name: "seats", column: "seats", label: "Seats", min: 0, max: 10000 },
      { kind: "checkbox", name: "excluded", column: "excluded", label: "Excluded (never offered as a choice)" },
    ],
    nameField: "displayText",
    publicPath: "/",
  },
  {
    slug: "placed-students",
    table: "placed_students",
    title: "Placed students",
    noun: "student",
    fields: [
      image("photo", "media_id", "Photo"),
      text("name", "name", "Name", 200),
      text("session", "session", "Session", 50),
      text("companyName", "company_name", "Company", 200),
    ],
    nameField: "name",
    publicPath: "/",
  },
  {
    slug: "exam-staff",
    table: "exam_staff",
    title: "Examination staff",
    noun: "staff member",
    fields: [...staffFields("Photo"), image("banner", "banner_media_id", "Banner picture")],
    nameField: "name",
    publicPath: "/exam-department",
  },
  {
    slug: "alumni-courses",
    table: "alumni_courses",
    title: "Alumni course options",
    noun: "course option",
    fields: [text("displayText", "display_text", "Course", 200)],
    nameField: "displayText",
    publicPath: "/alumni-speaks",
  },
  {
    slug: "awards",
    table: "awards",
    title: "Awards",
    noun: "award",
    fields: [image("picture", "media_id", "Picture"), text("caption", "caption", "Caption", 300, true)],
    nameField: "caption",
    publicPath: "/gpaward",
  },
];

export const findContentList = (slug: string | undefined) => contentLists.find((list) => list.slug === slug);
