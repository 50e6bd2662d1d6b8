import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

/*
 * Staff accounts, their sessions and second factor, and the audit log (migrations 003, 004 and 011). Kept beside
 * db/schema.ts, which gathers them into its `Database` and `columnsOf`.
 */

/** grievance: the Grievance Redressal Committee (decision 061), which sees the grievance inbox only. */
export type StaffRole = "admin" | "admissions" | "editor" | "grievance";

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

/** The tables above, by name. */
export interface StaffTables {
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_pending_sign_ins: StaffPendingSignInTable;
  audit_log: AuditLogTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const staffColumnsOf = {
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
} as const;
