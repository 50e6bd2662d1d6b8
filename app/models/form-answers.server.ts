import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { type StoreResult, isUniqueViolation, nowIso } from "./submissions.server.ts";

/** A post's one-time key (app/lib/forms/once-key.server.ts) and its form. */
export interface Once {
  key: string;
  /** The form's name (app/lib/forms/form-services.ts FormName), kept beside its answers. */
  form: string;
}

/** How long a post's answer is kept for a resend: far longer than anyone waits before pressing Submit again. */
export const FORM_ANSWER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` in a write transaction once per key: a post whose key was already stored gets the first post's answer
 * and stores nothing (no second row, no second mail, no second captcha or photo spent); a stored post keeps its
 * answer under its key in the same transaction, so the two can never disagree. Two resends racing on PostgreSQL meet
 * at the key's unique constraint; the loser runs again and finds the winner's answer.
 */
export async function writeOnce<V>(
  database: Db,
  once: Once | undefined,
  work: (trx: Kysely<Database>) => Promise<StoreResult<V>>,
): Promise<StoreResult<V>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeTransaction(database, async (trx) => {
        if (once) {
          const earlier = await trx
            .selectFrom("form_answers")
            .select("answer")
            .where("once_key", "=", once.key)
            .executeTakeFirst();
          if (earlier) return { ok: true, value: JSON.parse(earlier.answer) as V };
        }
        const result = await work(trx);
        if (result.ok && once) {
          await trx
            .insertInto("form_answers")
            .values({
              once_key: once.key,
              form: once.form,
              answer: JSON.stringify(result.value ?? null),
              created_at: nowIso(),
            })
            .execute();
        }
        return result;
      });
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error) || !String((error as Error).message).includes("form_answers"))
        throw error;
    }
  }
}

/** Forgets answers older than a day; returns how many went. */
export async function sweepFormAnswers(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom("form_answers")
    .where("created_at", "<", new Date(now - FORM_ANSWER_TTL_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
