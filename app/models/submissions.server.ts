import { randomInt } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Db } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { type ReferencePrefix, newReference } from "~/core/application-id.ts";

/** The outcome of storing a submission: stored, or refused with a message per field. */
export type StoreResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string[]> };

/** A captcha solution to spend in the same transaction as the submission it protects. */
export interface CaptchaSpend {
  challengeId: string;
  expiresAt: Date;
}

export class CaptchaReplayedError extends Error {
  constructor() {
    super("captcha solution already used");
  }
}

/**
 * Records a captcha solution as used; throws CaptchaReplayedError if it already was. Run inside the
 * submission's transaction so a refused submission does not spend it and a replay can never store anything.
 * Expired rows are swept on the way, so the table stays small.
 */
export async function spendCaptcha(trx: Kysely<Database>, spend: CaptchaSpend, now = new Date()): Promise<void> {
  await trx.deleteFrom("captcha_solutions").where("expires_at", "<", now.toISOString()).execute();
  const inserted = await trx
    .insertInto("captcha_solutions")
    .values({ challenge_id: spend.challengeId, expires_at: spend.expiresAt.toISOString() })
    .onConflict((oc) => oc.column("challenge_id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new CaptchaReplayedError();
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/**
 * Runs `work` with a fresh reference (e.g. "GP-2026-7K3Q9M") and retries with another when the unique
 * constraint reports a collision. The whole transaction is retried: PostgreSQL aborts it on the error.
 */
export async function withNewReference<T>(
  prefix: ReferencePrefix,
  attempt: (reference: string) => Promise<T>,
  tries = 5,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt(newReference(prefix, (max) => randomInt(max)));
    } catch (error) {
      if (i >= tries || !isUniqueViolation(error) || !String((error as Error).message).includes("reference"))
        throw error;
    }
  }
}

export const nowIso = () => new Date().toISOString();

/** Counts rows of a submission table (tests and, later, the staff console). */
export async function countRows(
  { db }: Db,
  table: "enquiries" | "footer_enquiries" | "contact_messages" | "applications" | "alumni_feedback" | "uploads",
) {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A refusal naming one field, in the words the form shows. */
export function refused(field: string, message: string): StoreResult<never> {
  return { ok: false, fieldErrors: { [field]: [message] } };
}
