import type { Db } from "../client.ts";
import { migrateToLatest } from "../migrate.ts";
import { isEmpty, seedDemoContent } from "./demo.ts";
import { seedPageDocuments } from "./page-documents.ts";
import { seedPageTranslations } from "./page-translations.ts";

export type SeedOutcome = "seeded" | "not-empty";

/**
 * Brings the database up to date and adds the demo content when it has no content yet. A database with content is
 * left as it is: the demo rows would mix with real ones. The page documents are the site's own pages, not demo
 * content: a database without pages gets them from content/ whether or not it had content (decision 036), and
 * their demo Hindi from content/hi/ (decision 066).
 */
export async function seedIfEmpty(database: Db, dataDir: string): Promise<SeedOutcome> {
  await migrateToLatest(database);
  await seedPageDocuments(database);
  await seedPageTranslations(database);
  if (!(await isEmpty(database))) return "not-empty";
  await seedDemoContent(database, dataDir);
  return "seeded";
}

/** The database's address for a message: a SQLite file, or a PostgreSQL URL without its credentials. */
export function describeDatabase(url: string): string {
  return url.startsWith("sqlite:") ? url.slice("sqlite:".length) : url.replace(/\/\/[^@/]*@/, "//");
}
