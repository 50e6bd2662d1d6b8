/**
 * `npm run keys:rotate`: re-seals every Aadhaar/UID number in the vault under the newest ID proof key (the highest
 * number in ID_PROOF_KEYS), a batch at a time, while the site keeps running (decision 062). A row is written only if
 * it still holds what this run read, so running it again, or twice at once, does no harm; it prints the counts and
 * writes them to the audit log. Run it on the server, as the site's user, with the site's settings, after every
 * server process has been restarted with the new key. `--batch-size 200` is the default.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { makeKeyring } from "../app/core/id-proof-keyring.ts";
import { rotateIdProofKeys } from "../app/models/aadhaar-vault.server.ts";
import { siteConfig } from "./backup/cli-config.ts";

const { values } = parseArgs({ options: { "batch-size": { type: "string", default: "200" } } });
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
  console.error("--batch-size must be a whole number from 1 to 10000.");
  process.exit(1);
}

const site = siteConfig();
if (!site.idProofKey) {
  console.error("No ID proof key is in place (ID_PROOF_KEY, or DATA_DIR/keys/id-proof.key): nothing can be opened.");
  process.exit(1);
}
const ring = makeKeyring(site.idProofKey, site.addedIdProofKeys);
if (ring.current.id === 1) {
  console.info("Only key 1 is configured: add a key in ID_PROOF_KEYS (README, Keys) to rotate to it.");
}

const database = openDatabase(site.databaseUrl);
await migrateToLatest(database);
const counts = await rotateIdProofKeys(database, ring, {
  batchSize,
  afterBatch: (sofar) => console.info(`… ${sofar.rotated} re-sealed so far`),
});
await database.db.destroy();
console.info(
  `Every readable number is now sealed under key ${counts.keyId}: ${counts.rotated} re-sealed by this run, ` +
    `${counts.skipped} changed meanwhile by another run or an erasure (left as they were), ${counts.unreadable} that ` +
    "no configured key opens. The counts are in the audit log.",
);
if (counts.unreadable > 0) {
  console.error(
    `${counts.unreadable} numbers are under a key that is missing or not the one they were sealed with: ` +
      "configure that key (its number as the numbers name it) and run again.",
  );
  process.exit(1);
}
