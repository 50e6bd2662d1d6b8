/**
 * `npm run restore -- <backup.tar.gz> [--force]`: brings a backup made by `npm run backup` back into the configured
 * data folder (DATA_DIR) and database (DATABASE_URL). Stop the site first. An occupied data folder or database is
 * refused unless `--force` is given; the keys are never in a backup and are put back apart.
 */
import { parseArgs } from "node:util";
import { RestoreRefused, restoreBackup } from "./backup/restore-backup.ts";
import { siteConfig } from "./backup/cli-config.ts";

process.umask(0o077);
const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});

if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- <backup.tar.gz> [--force]");
  process.exit(2);
}

const site = siteConfig();
try {
  const { manifest, warnings } = await restoreBackup({ ...site, archive: positionals[0]!, force: values.force });
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  console.log(`Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, ${manifest.dialect}):`);
  console.log(`  ${rows} rows and ${manifest.files.length} stored files, into ${site.dataDir}.`);
  for (const warning of warnings) console.warn(`\nWARNING: ${warning}`);
} catch (error) {
  console.error(
    `${error instanceof RestoreRefused ? "Restore refused" : "Restore failed"}: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
