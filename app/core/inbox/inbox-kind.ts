import type { MessageKey, Translate } from "../../messages/catalogue.ts";
import type { Workflow } from "./workflow.ts";

/** How a value is shown in the console and written to an export. */
export type FieldFormat = "text" | "datetime" | "status" | "gender" | "yes-no" | "masked-id";

export interface InboxField {
  key: string;
  labelKey: MessageKey;
  /**
   * Where the value comes from: a column of the submission table as "t.<column>", the joined list's name as
   * "lookup.display_text", or "status" for the workflow state.
   */
  column: string;
  format?: FieldFormat;
  /** Left out of the column choice of an export (shown on the detail page only). */
  noExport?: boolean;
}

/**
 * One kind of visitor submission as the office's inbox sees it: which table, which workflow, what can be searched
 * and filtered, and the fields of the list, the detail page and the export. The generic inbox routes and model
 * functions are driven by this description alone.
 */
export interface InboxKind {
  /** The address segment: /admin/inbox/<slug>. */
  slug: string;
  /** Where the list lives. */
  path: string;
  titleKey: MessageKey;
  /** One of them, for headings: "Contact message from …". */
  singularKey: MessageKey;
  /** Singular and plural nouns for counts: "1 contact message match." */
  oneKey: MessageKey;
  manyKey: MessageKey;
  /** The key of the kind in submission_status and status_changes. */
  statusKind: string;
  table: "applications" | "enquiries" | "footer_enquiries" | "contact_messages" | "alumni_feedback";
  workflow: Workflow;
  /** A list the submission points to (programme or alumni course), joined as "lookup". */
  lookup?: { table: "programmes" | "alumni_courses"; foreignKey: string };
  /** The programme filter, where the kind has a programme. */
  programme?: { labelKey: MessageKey; column: string; choices: "programmes" | "alumni-courses" | "footer-courses" };
  /** Columns matched by the free-text search, and the hint the search box shows. */
  search: string[];
  searchHintKey: MessageKey;
  /** Every field, in the order of the detail page and the export. */
  fields: InboxField[];
  /** The keys of the list's columns; the first links to the detail page. */
  list: string[];
}

/** The fields every kind has: when it came in and where it stands. */
export const receivedField: InboxField = {
  key: "createdAt",
  labelKey: "console.field.receivedIst",
  column: "t.created_at",
  format: "datetime",
};
export const statusField: InboxField = {
  key: "status",
  labelKey: "console.field.status",
  column: "status",
  format: "status",
};

export const fieldOf = (kind: InboxKind, key: string) => kind.fields.find((field) => field.key === key);

/** The fields an export may contain, in order. */
export const exportFields = (kind: InboxKind) => kind.fields.filter((field) => !field.noExport);

const genders: Record<string, MessageKey> = { M: "forms.gender.M", F: "forms.gender.F", O: "forms.gender.O" };
export const genderLabel = (code: string, t: Translate) => (genders[code] ? t(genders[code]) : code);

/** A stored value as the office reads it (the same text on the page and in the export). */
export function formatValue(
  field: InboxField,
  value: string | number | null | undefined,
  labels: { status: (s: string) => string; datetime: (iso: string) => string; t: Translate },
): string {
  if (value === null || value === undefined || value === "") return "";
  switch (field.format) {
    case "datetime":
      return labels.datetime(String(value));
    case "status":
      return labels.status(String(value));
    case "gender":
      return genderLabel(String(value), labels.t);
    case "yes-no":
      return labels.t(Number(value) ? "console.yes" : "console.no");
    case "masked-id":
      return `XXXX XXXX ${value}`;
    default:
      return String(value);
  }
}
