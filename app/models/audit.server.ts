import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

export interface AuditEntry {
  userId?: number | null;
  email?: string | null;
  action: string;
  entity?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Writes one audit entry; call it inside the same transaction as the change it records. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: new Date().toISOString(),
      user_id: entry.userId ?? null,
      email: entry.email ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId === undefined ? null : String(entry.entityId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: entry.ip ?? null,
    })
    .execute();
}

/** How many times `action` (or any of several) happened from `ip` since `sinceIso` (for per-IP sign-in limits). */
export async function countRecentActions(
  db: Kysely<Database>,
  action: string | readonly string[],
  ip: string,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("action", "in", typeof action === "string" ? [action] : [...action])
    .where("ip", "=", ip)
    .where("at", ">=", sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface AuditFilter {
  action?: string;
  email?: string;
  from?: string;
  to?: string;
  limit?: number;
}

export async function listAudit(db: Kysely<Database>, filter: AuditFilter = {}) {
  let query = db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("id", "desc")
    .limit(Math.min(filter.limit ?? 100, 500));
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.email) query = query.where("email", "=", filter.email.toLowerCase());
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<=", filter.to);
  return query.execute();
}
