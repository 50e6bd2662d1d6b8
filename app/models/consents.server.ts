import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { getPublishedBlock } from "./pages.server.ts";

/** The tables of the visitor forms: a consent names its submission by table and id. */
export type ConsentTable =
  | "enquiries"
  | "footer_enquiries"
  | "contact_messages"
  | "applications"
  | "alumni_feedback"
  | "grievances"
  | "data_rights_requests";

/** A visitor's tick in a form's consent box: the notice's version they were shown, when, and in which language. */
export interface Consent {
  noticeVersion: number;
  givenAt: string;
  language: string;
}

/**
 * Records the consent of a submission just stored, in the submission's own transaction, so there is never a
 * submission from a form without its consent nor a consent without its submission. A submission that arrives
 * without one (the legacy JSON API) stores nothing here: "consent not recorded".
 */
export async function recordConsent(
  trx: Kysely<Database>,
  submission: { table: ConsentTable; id: number },
  consent: Consent | undefined,
): Promise<void> {
  if (!consent) return;
  await trx
    .insertInto("consents")
    .values({
      submission_table: submission.table,
      submission_id: submission.id,
      notice_version: consent.noticeVersion,
      given_at: consent.givenAt,
      language: consent.language,
    })
    .execute();
}

/** The consent recorded with a submission, or null when none was (the console's "consent not recorded"). */
export async function consentOf(db: Kysely<Database>, table: ConsentTable, id: number): Promise<Consent | null> {
  const row = await db
    .selectFrom("consents")
    .select(["notice_version", "given_at", "language"])
    .where("submission_table", "=", table)
    .where("submission_id", "=", id)
    .executeTakeFirst();
  return row ? { noticeVersion: row.notice_version, givenAt: row.given_at, language: row.language } : null;
}

/** Removes the consent of submissions being erased (in the erasure's transaction). */
export async function deleteConsents(trx: Kysely<Database>, table: ConsentTable, ids: readonly number[]) {
  if (ids.length === 0) return;
  await trx.deleteFrom("consents").where("submission_table", "=", table).where("submission_id", "in", ids).execute();
}

/**
 * The notice version a post's consent is recorded against: the version the form carried when it is a revision the
 * notice has had, else the one published now (a form drawn before a notice existed, or a forged number).
 */
export async function noticeVersionSeen(db: Kysely<Database>, posted: string | undefined): Promise<number | null> {
  const published = await getPublishedBlock(db, "privacy-notice");
  if (!published) return null;
  const version = Number(posted);
  if (!Number.isSafeInteger(version) || version < 1 || version === published.revision) return published.revision;
  const known = await db
    .selectFrom("page_revisions")
    .select("revision")
    .where("page_id", "=", published.id)
    .where("revision", "=", version)
    .executeTakeFirst();
  return known ? version : published.revision;
}
