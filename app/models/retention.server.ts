import type { Kysely } from "kysely";
import type { Db } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { retentionYears } from "./institution-settings.server.ts";
import { type ErasureFiles, type ErasureSummary, eraseApplication, istYear } from "./personal-data-erasure.server.ts";

/** At most this many applications are erased in one run; the next run goes on (an hour later). */
const RUN_LIMIT = 500;

/**
 * The instant before which an application is due for erasure at `now`: one kept `years` years after its admission
 * year Y (the IST year it arrived in) goes on 1 January of Y + years + 1, at midnight in India.
 */
export function retentionCutoff(now: Date, years: number): string {
  const firstKeptYear = istYear(now.toISOString()) - years;
  return new Date(Date.UTC(firstKeptYear, 0, 1) - 330 * 60_000).toISOString();
}

/** Counts one erased application in the statistics (admission year, programme, status), in the erasure's transaction. */
async function countErased(trx: Kysely<Database>, summary: ErasureSummary) {
  await trx
    .insertInto("retention_counts")
    .values({
      admission_year: summary.admissionYear,
      programme: summary.programme,
      status: summary.status,
      erased: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["admission_year", "programme", "status"])
        .doUpdateSet((eb) => ({ erased: eb("retention_counts.erased", "+", 1) })),
    )
    .execute();
}

/**
 * The retention job (decision 063): erases every application whose retention period has run out at `now`, each with
 * the one erasure function and its audit entry, and counts it per admission year, programme and status in the same
 * transaction. Several processes may run it at once: an application is erased, counted and audited by whichever
 * deletes its row first, and skipped by the others. Answers how many this run erased.
 */
export async function eraseDueApplications(database: Db, files: ErasureFiles, now = new Date()): Promise<number> {
  const years = await retentionYears(database.db);
  const due = await database.db
    .selectFrom("applications")
    .select("id")
    .where("created_at", "<", retentionCutoff(now, years))
    .orderBy("id")
    .limit(RUN_LIMIT)
    .execute();
  let erased = 0;
  for (const { id } of due) {
    const done = await eraseApplication(
      database,
      files,
      id,
      { userId: null, email: null },
      { kind: "retention", retentionYears: years },
      countErased,
    );
    if (done) erased += 1;
  }
  return erased;
}

/** The statistics the job kept, the latest admission year first. */
export async function listRetentionCounts(db: Kysely<Database>) {
  return db
    .selectFrom("retention_counts")
    .selectAll()
    .orderBy("admission_year", "desc")
    .orderBy("programme")
    .orderBy("status")
    .execute();
}
