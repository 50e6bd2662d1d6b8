/**
 * `npm run backup [-- --out <folder>]`: an online backup of the configured site's database and stored files into
 * `<folder>/college-backup-<UTC time>.tar.gz` (default: `backups/` beside the data folder), without the keys.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "./backup/create-backup.ts";
import { siteConfig } from "./backup/cli-config.ts";
import { keysWarning } from "./backup/manifest.ts";

process.umask(0o077);
const { values } = parseArgs({ options: { out: { type: "string" } } });
const site = siteConfig();
const outDir = path.resolve(values.out ?? path.join(path.dirname(site.dataDir), "backups"));

try {
  const { file, manifest } = await createBackup({ ...site, outDir });
  const rows = Object.values(manifest.rowCounts).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${manifest.dialect} database, ${rows} rows in ${Object.keys(manifest.rowCounts).length} tables; ` +
      `${manifest.files.length} stored files (${(bytes / 1024 / 1024).toFixed(1)} MB).`,
  );
  console.warn(`\nWARNING: ${keysWarning}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
