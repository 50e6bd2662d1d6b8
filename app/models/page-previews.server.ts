import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { SECRET_TOKEN, newSecretToken, secretTokenHash } from "~/core/secret-token.server.ts";

/** How long a preview link works: long enough to send to a colleague and look, short enough to be forgotten. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export interface PreviewLink {
  token: string;
  expiresAt: string;
}

/**
 * Makes a private link to one revision of a page, valid for an hour; only the token's SHA-256 is stored. Expired
 * links are deleted on the way. Undefined when the page has no such revision.
 */
export async function createPreview(
  db: Kysely<Database>,
  preview: { pageId: number; revision: number; createdBy: number },
  now = new Date(),
): Promise<PreviewLink | undefined> {
  const row = await db
    .selectFrom("page_revisions")
    .select("id")
    .where("page_id", "=", preview.pageId)
    .where("revision", "=", preview.revision)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom("page_previews").where("expires_at", "<=", now.toISOString()).execute();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS).toISOString();
  await db
    .insertInto("page_previews")
    .values({
      token_hash: secretTokenHash(token),
      page_id: preview.pageId,
      revision_id: row.id,
      created_by: preview.createdBy,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export interface PreviewedRevision {
  pageId: number;
  path: string | null;
  title: string;
  shape: string;
  revision: number;
  document: unknown;
  expiresAt: string;
}

/** The revision a token shows, while it has not expired; undefined for an unknown, malformed or expired token. */
export async function findPreview(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<PreviewedRevision | undefined> {
  if (!SECRET_TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom("page_previews as v")
    .innerJoin("page_revisions as r", "r.id", "v.revision_id")
    .innerJoin("pages as p", "p.id", "v.page_id")
    .select(["p.id", "p.path", "p.title", "p.shape", "r.revision", "r.document", "v.expires_at"])
    .where("v.token_hash", "=", secretTokenHash(token))
    .where("v.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    pageId: row.id,
    path: row.path,
    title: row.title,
    shape: row.shape,
    revision: row.revision,
    document: JSON.parse(row.document),
    expiresAt: row.expires_at,
  };
}
