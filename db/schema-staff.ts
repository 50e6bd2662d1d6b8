import type { Generated } from "kysely";

export type StaffRole = "admin" | "admissions" | "editor";

export interface StaffUserTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  failed_count: number;
  locked_until: string | null;
  disabled: number;
  last_seen_dashboard_at: string | null;
  created_at: string;
}

export interface StaffSessionTable {
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

declare module "./schema.ts" {
  interface Database {
    submission_status: SubmissionStatusTable;
    status_changes: StatusChangeTable;
    staff_users: StaffUserTable;
    staff_sessions: StaffSessionTable;
    audit_log: AuditLogTable;
  }
}
