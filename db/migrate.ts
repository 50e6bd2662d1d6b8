import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
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
import * as contentVersions from "./migrations/009-content-versions.ts";
import * as formAnswers from "./migrations/010-form-answers.ts";
import * as staffSecondFactor from "./migrations/011-staff-second-factor.ts";
import * as pageDocuments from "./migrations/012-page-documents.ts";
import * as pagePreviews from "./migrations/013-page-previews.ts";
import * as siteMenu from "./migrations/015-site-menu.ts";
import * as documents from "./migrations/016-documents.ts";
import * as revisionPictures from "./migrations/017-revision-pictures.ts";
import * as gonePages from "./migrations/018-gone-pages.ts";
import * as search from "./migrations/020-search.ts";
import * as menuHindiLabels from "./migrations/021-menu-hindi-labels.ts";
import * as newsHindiTitles from "./migrations/022-news-hindi-titles.ts";
import * as applicationLanguage from "./migrations/023-application-language.ts";
import * as homePictures from "./migrations/024-home-pictures.ts";
import * as grievances from "./migrations/025-grievances.ts";
import * as aadhaarVault from "./migrations/026-aadhaar-vault.ts";
import * as dataRights from "./migrations/027-data-rights.ts";
import * as retention from "./migrations/028-retention.ts";
import * as consent from "./migrations/029-consent.ts";
import * as pageTranslations from "./migrations/030-page-translations.ts";
import * as applicationDrafts from "./migrations/031-application-drafts.ts";
import * as guardianConsent from "./migrations/032-guardian-consent.ts";
import * as searchTitleLanguage from "./migrations/033-search-title-language.ts";
import * as dataRightsGrievances from "./migrations/034-data-rights-grievances.ts";
import * as hindiStaffAndRooms from "./migrations/035-hindi-staff-and-rooms.ts";

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
  "009-content-versions": contentVersions,
  "010-form-answers": formAnswers,
  "011-staff-second-factor": staffSecondFactor,
  "012-page-documents": pageDocuments,
  "013-page-previews": pagePreviews,
  "015-site-menu": siteMenu,
  "016-documents": documents,
  "017-revision-pictures": revisionPictures,
  "018-gone-pages": gonePages,
  "020-search": search,
  "021-menu-hindi-labels": menuHindiLabels,
  "022-news-hindi-titles": newsHindiTitles,
  "023-application-language": applicationLanguage,
  "024-home-pictures": homePictures,
  "025-grievances": grievances,
  "026-aadhaar-vault": aadhaarVault,
  "027-data-rights": dataRights,
  "028-retention": retention,
  "029-consent": consent,
  "030-page-translations": pageTranslations,
  "031-application-drafts": applicationDrafts,
  "032-guardian-consent": guardianConsent,
  "033-search-title-language": searchTitleLanguage,
  "034-data-rights-grievances": dataRightsGrievances,
  "035-hindi-staff-and-rooms": hindiStaffAndRooms,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Db["dialect"]) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(history).map(([name, migration]) => [name, { up: (db) => migration.up(db, this.dialect) }]),
    );
  }
}

/**
 * On PostgreSQL, the schema the connection works in (`public` unless the search path says otherwise). Kysely's
 * migrator looks for its own tables in every schema unless told one, and would take another schema's for its own.
 */
async function migrationTableSchema({ db, dialect }: Db): Promise<string | undefined> {
  if (dialect !== "postgres") return undefined;
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return rows[0]?.name;
}

/**
 * Brings a new, empty database up to the migration just before `name`: a migration's test starts there, with rows in
 * the shape that migration finds.
 */
export async function migrateBefore(database: Db, name: string): Promise<void> {
  const names = Object.keys(history).sort();
  const index = names.indexOf(name);
  if (index < 1) throw new Error(`No migration before ${name}`);
  const migrator = new Migrator({
    db: database.db,
    provider: new StaticProvider(database.dialect),
    migrationTableSchema: await migrationTableSchema(database),
  });
  const { error } = await migrator.migrateTo(names[index - 1]!);
  if (error) throw new Error(`Migrating to just before ${name} failed`, { cause: error });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(database: Db): Promise<string[]> {
  const { db, dialect } = database;
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(dialect),
    migrationTableSchema: await migrationTableSchema(database),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
