import type { Generated } from "kysely";

/**
 * pending: waits for its next attempt; sending: claimed by a worker until next_attempt_at (a lease, so a message
 * whose worker died is picked up again); sent; failed: given up after the last attempt, kept with its error.
 */
export type MailStatus = "pending" | "sending" | "sent" | "failed";

/** staff: a notice to the office about a submission; acknowledgement: a receipt to the person who sent it. */
export type MailPurpose = "staff" | "acknowledgement";

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

declare module "./schema.ts" {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}
