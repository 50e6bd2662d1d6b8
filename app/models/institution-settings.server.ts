import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { RETENTION_YEARS_MAX, RETENTION_YEARS_MIN } from "~/schemas/admin/settings.ts";
import { recordAudit } from "./audit.server.ts";

/**
 * The institution's settings that the console edits (migration 028, `/admin/settings`): each a key and its value
 * as text in `institution_settings`, read through a typed function here. What never changes without a release (the
 * name, the address, the phones) stays in app/settings/institution.ts.
 */
/** As migration 028 stores it. */
export const DEFAULT_RETENTION_YEARS = 3;

/** How many years after its admission year an application is kept; the default while no row says otherwise. */
export async function retentionYears(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("institution_settings")
    .select("value")
    .where("key", "=", "retention_years")
    .executeTakeFirst();
  const years = Number(row?.value);
  return Number.isInteger(years) && years >= RETENTION_YEARS_MIN && years <= RETENTION_YEARS_MAX
    ? years
    : DEFAULT_RETENTION_YEARS;
}

/** Sets the retention period, with an audit entry of the old and new value; answers false when it did not change. */
export async function setRetentionYears(
  database: Db,
  years: number,
  actor: { userId: number; email: string; ip: string | null },
  now = new Date(),
): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const before = await retentionYears(trx);
    if (before === years) return false;
    await trx
      .insertInto("institution_settings")
      .values({ key: "retention_years", value: String(years), updated_at: now.toISOString(), updated_by: actor.email })
      .onConflict((conflict) =>
        conflict
          .column("key")
          .doUpdateSet({ value: String(years), updated_at: now.toISOString(), updated_by: actor.email }),
      )
      .execute();
    await recordAudit(trx, {
      userId: actor.userId,
      email: actor.email,
      action: "setting-changed",
      entity: "institution_settings",
      entityId: "retention_years",
      before: { retentionYears: before },
      after: { retentionYears: years },
      ip: actor.ip,
    });
    return true;
  });
}
