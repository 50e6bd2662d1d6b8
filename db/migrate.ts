import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./client.ts";
import type { MigrationFn } from "./migrations/column-helpers.ts";
import * as siteContent from "./migrations/001-site-content.ts";
import * as submissions from "./migrations/002-submissions.ts";
import * as staffAccounts from "./migrations/003-staff-accounts.ts";
import * as submissionWorkflow from "./migrations/004-submission-workflow.ts";
import * as mailOutbox from "./migrations/005-mail-outbox.ts";
import * as showWindow from "./migrations/006-show-window.ts";
import * as inboxIndexes from "./migrations/007-inbox-indexes.ts";
import * as inboxCountsAndSearch from "./migrations/008-inbox-counts-and-search.ts";

/** One history for both databases, in order. Add new migrations at the end; never edit a landed one. */
const history: Record<string, { up: MigrationFn }> = {
  "001-site-content": siteContent,
  "002-submissions": submissions,
  "003-staff-accounts": staffAccounts,
  "004-submission-workflow": submissionWorkflow,
  "005-mail-outbox": mailOutbox,
  "006-show-window": showWindow,
  "007-inbox-indexes": inboxIndexes,
  "008-inbox-counts-and-search": inboxCountsAndSearch,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Db["dialect"]) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(history).map(([name, migration]) => [name, { up: (db) => migration.up(db, this.dialect) }]),
    );
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest({ db, dialect }: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
