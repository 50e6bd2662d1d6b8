/**
 * `npm run db:seed`: migrates the database that the server would open (DATABASE_URL, or the SQLite file under
 * DATA_DIR) and fills it with the demo content when it is empty. A database with content is left untouched.
 */
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../db/client.ts";
import { describeDatabase, seedIfEmpty } from "../db/seed/seed-if-empty.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const where = describeDatabase(config.databaseUrl);
const database = openDatabase(config.databaseUrl);
try {
  const outcome = await seedIfEmpty(database, config.dataDir);
  console.log(
    outcome === "seeded"
      ? `Added the demo content to ${where} (pictures under ${config.dataDir}).`
      : `${where} has content already: nothing was added. The demo content goes into an empty database only.`,
  );
} finally {
  await database.db.destroy();
}
