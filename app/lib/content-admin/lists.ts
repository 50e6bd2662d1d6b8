import type { ListedTable } from "../../models/listing.server.ts";
import type { MessageKey } from "../../messages/catalogue.ts";
import { type ContentField, image, text } from "~/core/content-admin/fields.ts";

/**
 * An editable list of the site: its table, its fields, what names an item and where the public sees it. Every
 * list gets ordering, publish and a show window from the shared editor (app/routes/admin/content-list.tsx).
 */
export interface ContentList {
  slug: string;
  table: ListedTable;
  titleKey: MessageKey;
  /** What one item is called in buttons and messages. */
  nounKey: MessageKey;
  fields: readonly ContentField[];
  /** The field whose value names an item in the list. */
  nameField: string;
  publicPath: string;
}

/** An optional Hindi text beside an English one (decision 071): the Hindi pages show it, or the English meanwhile. */
const hindi = (name: string, column: string, labelKey: MessageKey, max: number): ContentField => ({
  kind: "text",
  name,
  column,
  labelKey,
  max,
  optional: true,
  lang: "hi",
});

const staffFields = (photoLabel: MessageKey): ContentField[] => [
  image("photo", "media_id", photoLabel),
  text("name", "name", "console.editorField.name", 200),
  text("designation", "designation", "console.editorField.designation", 200),
  hindi("designationHi", "designation_hi", "console.editorField.designationHi", 200),
  text("qualification", "qualification", "console.editorField.qualification", 300),
  hindi("qualificationHi", "qualification_hi", "console.editorField.qualificationHi", 300),
  text("experience", "experience", "console.editorField.experience", 100),
  hindi("experienceHi", "experience_hi", "console.editorField.experienceHi", 100),
  { kind: "date", name: "dateOfJoining", column: "date_of_joining", labelKey: "console.editorField.dateOfJoining" },
];

/** Gallery albums (their pictures are edited on each album's page); the code is the album's address. */
export const albumFields: readonly ContentField[] = [
  {
    kind: "text",
    name: "galleryCode",
    column: "gallery_code",
    labelKey: "console.editorField.albumCode",
    max: 64,
    pattern: {
      regex: "^[A-Za-z0-9][A-Za-z0-9_-]*$",
      message: "console.editorField.albumCodePattern",
    },
  },
  text("title", "title", "console.editorField.title", 300),
  image("cover", "cover_media_id", "console.editorField.coverPicture"),
];

/** One picture of an album. */
export const albumImageFields: readonly ContentField[] = [
  image("picture", "media_id", "console.editorField.picture"),
  text("title", "title", "console.editorField.caption", 300),
];

/** A faculty group's staff (edited per group on the faculty pages). */
export const facultyStaffFields: readonly ContentField[] = staffFields("console.editorField.photo");

export const contentLists: readonly ContentList[] = [
  {
    slug: "banners",
    table: "banners",
    titleKey: "console.contentList.banners.title",
    nounKey: "console.contentList.banners.noun",
    fields: [
      image("picture", "media_id", "console.editorField.picture"),
      text("title", "title", "console.editorField.bannerTitle", 300),
    ],
    nameField: "title",
    publicPath: "/",
  },
  {
    slug: "programmes",
    table: "programmes",
    titleKey: "console.contentList.programmes.title",
    nounKey: "console.contentList.programmes.noun",
    fields: [
      text("displayText", "display_text", "console.editorField.nameInForms", 200),
      text("programName", "program_name", "console.editorField.shortName", 200),
      {
        kind: "select",
        name: "seatGroup",
        column: "seat_group",
        labelKey: "console.editorField.seatGroup",
        options: [
          { value: "diploma", labelKey: "console.editorField.seatGroup.diploma" },
          { value: "bca", labelKey: "console.editorField.seatGroup.bca" },
          { value: "working-professional", labelKey: "console.editorField.seatGroup.workingProfessionals" },
        ],
      },
      { kind: "number", name: "seats", column: "seats", labelKey: "console.editorField.seats", min: 0, max: 10000 },
      { kind: "checkbox", name: "excluded", column: "excluded", labelKey: "console.editorField.excluded" },
    ],
    nameField: "displayText",
    publicPath: "/",
  },
  {
    slug: "placed-students",
    table: "placed_students",
    titleKey: "console.contentList.placedStudents.title",
    nounKey: "console.contentList.placedStudents.noun",
    fields: [
      image("photo", "media_id", "console.editorField.photo"),
      text("name", "name", "console.editorField.name", 200),
      text("session", "session", "console.editorField.session", 50),
      text("companyName", "company_name", "console.editorField.company", 200),
    ],
    nameField: "name",
    publicPath: "/",
  },
  {
    slug: "exam-staff",
    table: "exam_staff",
    titleKey: "console.contentList.examStaff.title",
    nounKey: "console.contentList.examStaff.noun",
    fields: [
      ...staffFields("console.editorField.photo"),
      image("banner", "banner_media_id", "console.editorField.bannerPicture"),
    ],
    nameField: "name",
    publicPath: "/exam-department",
  },
  {
    slug: "alumni-courses",
    table: "alumni_courses",
    titleKey: "console.contentList.alumniCourses.title",
    nounKey: "console.contentList.alumniCourses.noun",
    fields: [text("displayText", "display_text", "console.editorField.course", 200)],
    nameField: "displayText",
    publicPath: "/alumni-speaks",
  },
  {
    slug: "awards",
    table: "awards",
    titleKey: "console.contentList.awards.title",
    nounKey: "console.contentList.awards.noun",
    fields: [
      image("picture", "media_id", "console.editorField.picture"),
      text("caption", "caption", "console.editorField.caption", 300, true),
    ],
    nameField: "caption",
    publicPath: "/gpaward",
  },
];

export const findContentList = (slug: string | undefined) => contentLists.find((list) => list.slug === slug);
