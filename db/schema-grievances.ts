import type { Generated } from "kysely";

/*
 * Grievance redressal's tables (migration 025, decision 061), kept beside db/schema.ts, which gathers them into its
 * `Database` and `columnsOf`.
 */

export interface GrievanceTable {
  id: Generated<number>;
  /** Random and unique, e.g. GR-2026-7K3Q9MXA (app/core/grievance.ts). */
  number: string;
  /** Who lodged it: student, parent or staff. */
  lodged_by: string;
  name: string;
  mobile: string | null;
  email: string | null;
  category: string;
  description: string;
  /** The attachment's random file name under DATA_DIR/grievances/, its type by its bytes, its size. */
  attachment_file: string | null;
  attachment_mime: string | null;
  attachment_bytes: number | null;
  /** received, under-review, resolved, closed. */
  status: string;
  language: string;
  received_at: string;
  /** 15 days after receipt: AICTE's time to resolve. */
  due_at: string;
  /** When it first reached resolved; null before. */
  resolved_at: string | null;
  updated_at: string;
}

/** One change of a grievance: a status it reached, or a note of the committee (never shown to the public). */
export interface GrievanceEventTable {
  id: Generated<number>;
  grievance_id: number;
  at: string;
  kind: "status" | "note";
  to_status: string | null;
  note: string | null;
  staff_id: number | null;
}

export interface GrievanceTables {
  grievances: GrievanceTable;
  grievance_events: GrievanceEventTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const grievanceColumnsOf = {
  grievances: {
    id: "integer",
    number: "text",
    lodged_by: "text",
    name: "text",
    mobile: "text | null",
    email: "text | null",
    category: "text",
    description: "text",
    attachment_file: "text | null",
    attachment_mime: "text | null",
    attachment_bytes: "integer | null",
    status: "text",
    language: "text",
    received_at: "text",
    due_at: "text",
    resolved_at: "text | null",
    updated_at: "text",
  },
  grievance_events: {
    id: "integer",
    grievance_id: "integer",
    at: "text",
    kind: "text",
    to_status: "text | null",
    note: "text | null",
    staff_id: "integer | null",
  },
} as const;
