import type { Generated } from "kysely";

/*
 * The mail outbox (migration 005, decision 013). Kept beside db/schema.ts, which gathers it into its `Database` and
 * `columnsOf`.
 */

/**
 * pending: waits for its next attempt; sending: claimed by a worker until next_attempt_at (a lease, so a message
 * whose worker died is picked up again); sent; failed: given up after the last attempt, kept with its error.
 */
export type MailStatus = "pending" | "sending" | "sent" | "failed";

/**
 * staff: a notice to the office about a submission; acknowledgement: a receipt to the person who sent it; status:
 * the applicant's word that the office changed the application's status (decision 057); guardian: the consent link
 * to the parent or guardian of an applicant under 18 (decision 068).
 */
export type MailPurpose = "staff" | "acknowledgement" | "status" | "guardian";

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

/** The table above, by name. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}

/** The runtime twin of the interface, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const mailColumnsOf = {
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
} as const;
