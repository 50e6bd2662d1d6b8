import type { Generated } from "kysely";

/*
 * Data-rights requests and retention (migrations 027 and 028, decision 063), and the grievances linked to a
 * request (migration 034, decision 070). Kept beside db/schema.ts, which gathers
 * them into its `Database` and `columnsOf`.
 */

export type DataRightsKind = "access" | "correction" | "erasure" | "withdrawal" | "nomination";
export type DataRightsStatus = "open" | "closed";

export interface DataRightsRequestTable {
  id: Generated<number>;
  reference: string;
  kind: DataRightsKind;
  name: string;
  /** Empty when not given. */
  email: string;
  /** Empty when not given. */
  mobile_no: string;
  application_reference: string | null;
  details: string;
  language: string;
  status: DataRightsStatus;
  created_at: string;
  /** 90 days after `created_at`. */
  due_at: string;
  identity_note: string | null;
  identity_verified_at: string | null;
  identity_verified_by: string | null;
  /** The application the office linked it to; cleared when that application is erased. */
  application_id: number | null;
  answer: string | null;
  answered_at: string | null;
  erased_at: string | null;
  erased_by: string | null;
  closed_at: string | null;
  closed_by: string | null;
}

/** A setting of the institution that the console edits, as text (migration 028). */
export interface InstitutionSettingTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}

/** How many applications the retention job erased, per admission year, programme and status (migration 028). */
export interface RetentionCountTable {
  admission_year: number;
  programme: string;
  status: string;
  erased: number;
}

/** A grievance linked to a request by its number; `grievance_id` is cleared and `erased_at` set when it is erased. */
export interface DataRightsGrievanceTable {
  id: Generated<number>;
  request_id: number;
  grievance_number: string;
  grievance_id: number | null;
  linked_at: string;
  linked_by: string;
  erased_at: string | null;
}

/** The tables above, by name. */
export interface DataRightsTables {
  data_rights_requests: DataRightsRequestTable;
  data_rights_grievances: DataRightsGrievanceTable;
  institution_settings: InstitutionSettingTable;
  retention_counts: RetentionCountTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const dataRightsColumnsOf = {
  data_rights_requests: {
    id: "integer",
    reference: "text",
    kind: "text",
    name: "text",
    email: "text",
    mobile_no: "text",
    application_reference: "text | null",
    details: "text",
    language: "text",
    status: "text",
    created_at: "text",
    due_at: "text",
    identity_note: "text | null",
    identity_verified_at: "text | null",
    identity_verified_by: "text | null",
    application_id: "integer | null",
    answer: "text | null",
    answered_at: "text | null",
    erased_at: "text | null",
    erased_by: "text | null",
    closed_at: "text | null",
    closed_by: "text | null",
  },
  data_rights_grievances: {
    id: "integer",
    request_id: "integer",
    grievance_number: "text",
    grievance_id: "integer | null",
    linked_at: "text",
    linked_by: "text",
    erased_at: "text | null",
  },
  institution_settings: { key: "text", value: "text", updated_at: "text", updated_by: "text | null" },
  retention_counts: { admission_year: "integer", programme: "text", status: "text", erased: "integer" },
} as const;
