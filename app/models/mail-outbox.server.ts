import type { Kysely, Selectable } from "kysely";
import type { Database, MailOutboxTable, MailPurpose, MailStatus } from "../../db/schema.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  purpose: MailPurpose;
  submission?: { kind: string; id: number };
}

/** How a worker's claim lasts: longer than any send can take (the transport's timeouts are far shorter). */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** After the nth failed attempt the next one waits 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Writes messages to the outbox; call it inside the transaction that stores what they tell about. */
export async function enqueueMail(trx: Kysely<Database>, messages: OutgoingMail[], now = new Date()): Promise<void> {
  if (messages.length === 0) return;
  const at = now.toISOString();
  await trx
    .insertInto("mail_outbox")
    .values(
      messages.map((message) => ({
        to_address: message.to,
        subject: message.subject,
        body_text: message.text,
        purpose: message.purpose,
        submission_kind: message.submission?.kind ?? null,
        submission_id: message.submission?.id ?? null,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        created_at: at,
        sent_at: null,
      })),
    )
    .execute();
}

/** Messages due at `now`, oldest first: pending ones whose time has come and claims whose worker went away. */
export async function dueMessageIds(db: Kysely<Database>, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  attempts: number;
}

/**
 * Claims one due message for sending, or answers null when another worker (or an earlier round) got it first:
 * the update only matches while the row is still due, so of two claimants exactly one wins on either database.
 */
export async function claimMessage(db: Kysely<Database>, id: number, now: Date): Promise<ClaimedMail | null> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "sending", next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
    .where("id", "=", id)
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom("mail_outbox")
    .select(["id", "to_address", "subject", "body_text", "attempts"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return { id: row.id, to: row.to_address, subject: row.subject, text: row.body_text, attempts: row.attempts };
}

export async function markSent(db: Kysely<Database>, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({ status: "sent", attempts: eb("attempts", "+", 1), sent_at: now.toISOString(), last_error: null }))
    .where("id", "=", id)
    .execute();
}

/**
 * Records a failed attempt: the message waits for its next try with a growing delay, or, after the last attempt
 * or a refusal that will not change (`permanent`), is given up as failed. The error is kept either way.
 */
export async function markAttemptFailed(
  db: Kysely<Database>,
  message: { id: number; attempts: number },
  error: string,
  options: { now: Date; maxAttempts: number; permanent?: boolean },
): Promise<MailStatus> {
  const attempts = message.attempts + 1;
  const status: MailStatus = options.permanent || attempts >= options.maxAttempts ? "failed" : "pending";
  await db
    .updateTable("mail_outbox")
    .set({
      status,
      attempts,
      last_error: error.slice(0, 1000),
      next_attempt_at: new Date(options.now.getTime() + retryDelayMs(attempts)).toISOString(),
    })
    .where("id", "=", message.id)
    .execute();
  return status;
}

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  purpose: MailPurpose;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const listColumns = [
  "id",
  "to_address",
  "subject",
  "purpose",
  "status",
  "attempts",
  "next_attempt_at",
  "last_error",
  "created_at",
  "sent_at",
] as const;

function toRow(row: Pick<Selectable<MailOutboxTable>, (typeof listColumns)[number]>): OutboxRow {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    purpose: row.purpose,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** The newest messages first, optionally of one status. */
export async function listOutbox(
  db: Kysely<Database>,
  filter: { status?: MailStatus; limit?: number } = {},
): Promise<OutboxRow[]> {
  let query = db
    .selectFrom("mail_outbox")
    .select(listColumns)
    .orderBy("id", "desc")
    .limit(Math.min(filter.limit ?? 100, 500));
  if (filter.status) query = query.where("status", "=", filter.status);
  return (await query.execute()).map(toRow);
}

/** How many messages are in each status. */
export async function countOutbox(db: Kysely<Database>): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<MailStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * A guardian's consent link works for the guardian alone (decision 068): the console's view of the outbox shows its
 * mail without the token, so no one in the office can consent through it.
 */
const hideGuardianToken = (text: string) => text.replace(/(guardian-consent\/)[\w-]+/g, "$1…");

/** One message as the console shows it, its text with any guardian's token hidden. */
export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<(OutboxRow & { text: string }) | undefined> {
  const row = await db
    .selectFrom("mail_outbox")
    .select([...listColumns, "body_text"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { ...toRow(row), text: hideGuardianToken(row.body_text) } : undefined;
}

/** Puts a failed message back in line with fresh attempts; answers false when it is not (or no longer) failed. */
export async function requeueFailed(db: Kysely<Database>, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How long a delivered message is kept for the office to look up: it carries names and application IDs. */
export const SENT_MAIL_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** A message given up is kept longer, for someone to notice and send again. */
export const FAILED_MAIL_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes sent messages older than a month and given-up ones older than three months; returns how many went. */
export async function deleteOldMail(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const sentBefore = new Date(now - SENT_MAIL_KEPT_MS).toISOString();
  const failedBefore = new Date(now - FAILED_MAIL_KEPT_MS).toISOString();
  const result = await db
    .deleteFrom("mail_outbox")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "sent"), eb("sent_at", "<", sentBefore)]),
        eb.and([eb("status", "=", "failed"), eb("created_at", "<", failedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
