/**
 * For a staff member who lost the phone with their authenticator app and their recovery codes:
 * `npm run staff:reset-2fa -- office@college.example` clears the account's second factor and recovery codes, ends
 * every session of it and writes `second-factor-reset` to the audit log (decision 034). The person then signs in with
 * the password and, where two-step sign-in is required (admins; everyone with STAFF_2FA_REQUIRED), sets it up again
 * before the console opens. Run it on the server, as the site's user, with the site's settings.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { resetSecondFactor } from "../app/lib/auth/second-factor.server.ts";
import { loadConfig } from "../server/config.ts";

const { values, positionals } = parseArgs({ options: { email: { type: "string" } }, allowPositionals: true });
const email = (values.email ?? positionals[0] ?? "").trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error("Give the account's e-mail address: npm run staff:reset-2fa -- office@college.example");
  process.exit(1);
}

const database = openDatabase(loadConfig().databaseUrl);
await migrateToLatest(database);
const result = await resetSecondFactor(database.db, database.dialect, email);
await database.db.destroy();
if (!result.ok) {
  console.error(`There is no staff account with ${email}.`);
  process.exit(1);
}
console.log(
  `${result.wasOn ? "Two-step sign-in was cleared" : "Two-step sign-in was not on; nothing to clear"} for ${email}; ` +
    `sessions ended: ${result.endedSessions}. The reset is in the audit log.`,
);
