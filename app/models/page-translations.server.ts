import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import type { PageActor } from "./pages.server.ts";

/*
 * The translations of page documents' texts (migration 030, decision 066): for a page and a language, each English
 * text's translation, found by the SHA-256 of the English text. Public pages read them through the page cache's
 * handle, whose tag on a page names this table, so a saved translation drops the cached Hindi pages at once.
 */

/** The key of an English text: base64url SHA-256. */
export function sourceHash(english: string): string {
  return createHash("sha256").update(english).digest("base64url");
}

export interface StoredTranslation {
  text: string;
  /** False for a demo translation the college has not reviewed. */
  reviewed: boolean;
  updatedAt: string;
}

/** Every translation of a page into a language, by the hash of the English text. */
export async function listTranslations(
  db: Kysely<Database>,
  pageId: number,
  language: string,
): Promise<Map<string, StoredTranslation>> {
  const rows = await db
    .selectFrom("page_translations")
    .select(["source_hash", "text", "reviewed", "updated_at"])
    .where("page_id", "=", pageId)
    .where("language", "=", language)
    .execute();
  return new Map(
    rows.map((row) => [row.source_hash, { text: row.text, reviewed: row.reviewed === 1, updatedAt: row.updated_at }]),
  );
}

/** A text's translation as an editor writes it: an empty one removes the translation (the English is shown). */
export interface TranslationEdit {
  english: string;
  text: string;
}

/**
 * Saves an editor's translations of a page's texts, each reviewed from now on; one audit entry names how many were
 * written and removed. Texts the editor left as they were stored are not touched (a demo translation stays marked
 * as one until it is saved changed or confirmed).
 */
export async function saveTranslations(
  database: Db,
  pageId: number,
  language: string,
  edits: readonly TranslationEdit[],
  actor: PageActor,
  options: { confirm?: boolean; now?: Date } = {},
): Promise<{ written: number; removed: number }> {
  const at = (options.now ?? new Date()).toISOString();
  return writeTransaction(database, async (trx) => {
    const stored = await listTranslations(trx, pageId, language);
    let written = 0;
    let removed = 0;
    for (const edit of edits) {
      const hash = sourceHash(edit.english);
      const before = stored.get(hash);
      const text = edit.text.trim();
      if (text === "") {
        if (!before) continue;
        await trx
          .deleteFrom("page_translations")
          .where("page_id", "=", pageId)
          .where("language", "=", language)
          .where("source_hash", "=", hash)
          .execute();
        removed += 1;
        continue;
      }
      if (before && before.text === text && (before.reviewed || !options.confirm)) continue;
      const row = { text, reviewed: 1, updated_by: actor.userId, updated_at: at };
      if (before) {
        await trx
          .updateTable("page_translations")
          .set(row)
          .where("page_id", "=", pageId)
          .where("language", "=", language)
          .where("source_hash", "=", hash)
          .execute();
      } else {
        await trx
          .insertInto("page_translations")
          .values({ page_id: pageId, language, source_hash: hash, ...row })
          .execute();
      }
      written += 1;
    }
    if (written + removed > 0) {
      await recordAudit(trx, {
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip ?? null,
        action: "page.translate",
        entity: "page",
        entityId: pageId,
        after: { language, written, removed },
      });
    }
    return { written, removed };
  });
}

/**
 * Stores demo translations (the seed's, from content/hi/) for a page that has none in that language yet, marked as
 * not reviewed; a page whose translations an editor has begun is left alone. Call it inside a write transaction.
 */
export async function seedTranslations(
  trx: Kysely<Database>,
  pageId: number,
  language: string,
  translations: Readonly<Record<string, string>>,
  now: Date = new Date(),
): Promise<number> {
  const any = await trx
    .selectFrom("page_translations")
    .select("page_id")
    .where("page_id", "=", pageId)
    .where("language", "=", language)
    .limit(1)
    .executeTakeFirst();
  if (any) return 0;
  const rows = Object.entries(translations).map(([english, text]) => ({
    page_id: pageId,
    language,
    source_hash: sourceHash(english),
    text,
    reviewed: 0,
    updated_by: null,
    updated_at: now.toISOString(),
  }));
  // A few rows at a time: SQLite allows a limited number of values in one statement.
  for (let start = 0; start < rows.length; start += 100) {
    await trx
      .insertInto("page_translations")
      .values(rows.slice(start, start + 100))
      .execute();
  }
  return rows.length;
}
