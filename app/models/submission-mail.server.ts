import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Language } from "../messages/catalogue.ts";
import { type SubmissionFacts, applicationAcknowledgement, staffNotice } from "~/core/mail/submission-mail.ts";
import type { StaffRole } from "../../db/schema.ts";
import { type OutgoingMail, enqueueMail } from "./mail-outbox.server.ts";

/** What storing a submission needs to queue its mail: the site's address for links, and a nudge for the worker. */
export interface SubmissionMail {
  siteUrl: string;
  /** Called once the submission and its messages are committed, so the worker need not wait for its next poll. */
  queued(): void;
}

/**
 * Who hears of a new submission: the active staff of the role whose work it is (admissions; the grievance committee
 * for a grievance). Admins are told only when there is no active account of that role, so a submission never goes
 * unnoticed (docs/decisions/013).
 */
export async function staffRecipients(trx: Kysely<Database>, worker: StaffRole = "admissions"): Promise<string[]> {
  for (const role of [worker, "admin"] as const) {
    const rows = await trx
      .selectFrom("staff_users")
      .select("email")
      .where("role", "=", role)
      .where("disabled", "=", 0)
      .orderBy("id")
      .execute();
    if (rows.length > 0) return rows.map((row) => row.email);
  }
  return [];
}

/** An address a visitor typed gets at most one acknowledgement a day, however many forms name it. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000;

export async function acknowledgedRecently(trx: Kysely<Database>, address: string, now = Date.now()): Promise<boolean> {
  const row = await trx
    .selectFrom("mail_outbox")
    .select("id")
    .where("purpose", "=", "acknowledgement")
    .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", address.toLowerCase()))
    .where("created_at", ">", new Date(now - ACKNOWLEDGEMENT_INTERVAL_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Queues the office's notices of a new submission and, for an application, the applicant's acknowledgement; call it
 * inside the transaction that stores the submission, so both are kept or neither. The acknowledgement is written in
 * the language the applicant used, at most once a day to one address; the office's notice in the office's.
 */
export async function queueSubmissionMail(
  trx: Kysely<Database>,
  mail: SubmissionMail,
  facts: SubmissionFacts,
  applicant?: { email: string; language: Language },
): Promise<void> {
  const submission = { kind: facts.table, id: facts.id };
  const messages = await staffNotices(trx, facts, mail.siteUrl);
  if (facts.table === "applications" && facts.reference && applicant) {
    if (!(await acknowledgedRecently(trx, applicant.email))) {
      const receipt = applicationAcknowledgement({ reference: facts.reference }, mail.siteUrl, applicant.language);
      messages.push({ to: applicant.email, ...receipt, purpose: "acknowledgement", submission });
    }
  }
  await enqueueMail(trx, messages);
}

/** The office's notices of what just arrived, one to each of `worker`'s active staff (or the admins). */
async function staffNotices(
  trx: Kysely<Database>,
  facts: SubmissionFacts,
  siteUrl: string,
  worker: StaffRole = "admissions",
): Promise<OutgoingMail[]> {
  const notice = staffNotice(facts, siteUrl);
  const submission = { kind: facts.table, id: facts.id };
  return (await staffRecipients(trx, worker)).map((to) => ({ to, ...notice, purpose: "staff" as const, submission }));
}

/**
 * Queues the office's notices of a grievance or a data-rights request just stored, in its transaction: to the staff
 * whose work it is, with the number and where to open it.
 */
export async function queueStaffNotices(
  trx: Kysely<Database>,
  facts: SubmissionFacts,
  siteUrl: string,
  worker: StaffRole,
): Promise<void> {
  await enqueueMail(trx, await staffNotices(trx, facts, siteUrl, worker));
}

/** Nudges the worker after a stored submission; a refused one queued nothing. */
export function afterStored<T extends { ok: boolean }>(mail: SubmissionMail, result: T): T {
  if (result.ok) mail.queued();
  return result;
}
