import { createHash } from "node:crypto";
import fs from "node:fs";
import { z } from "zod";

/** What names a backup archive, and the layout inside it (decision 030). */
export const backupFormat = "gpcet-college-backup";
export const backupFormatVersion = 1;
export const manifestName = "manifest.json";
export const databaseFolder = "database";
export const filesFolder = "files";
export const sqliteFileName = "college.db";
export const postgresFileName = "college.pgdump";

const storedFile = z.object({
  /** Relative to the data folder, with `/` separators. */
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(backupFormatVersion),
  /** When the database was copied (ISO, UTC). */
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  dialect: z.enum(["sqlite", "postgres"]),
  database: storedFile,
  /** Rows per table of the copied database. */
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  files: z.array(storedFile),
  keys: z.object({
    /** Always false: the keys are saved apart from the backups. */
    included: z.literal(false),
    /** The first 16 hex digits of the SHA-256 of the ID proof key that encrypted the Aadhaar numbers, if known. */
    idProofKeyFingerprint: z.string().nullable(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type StoredFile = z.infer<typeof storedFile>;

/** Size and SHA-256 of a file, read as a stream. */
export async function describeFile(file: string, relativePath: string): Promise<StoredFile> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { path: relativePath, bytes, sha256: hash.digest("hex") };
}

/** Names a key without giving it away: enough to tell whether a restored site has the right one. */
export function keyFingerprint(key: Buffer): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 16);
}

export const keysWarning = [
  "The keys are NOT in the backup: save them separately, somewhere safe and apart from the backups.",
  "They are the files in DATA_DIR/keys/ (id-proof.key, altcha-hmac.key), or ID_PROOF_KEY and ALTCHA_HMAC_KEY when set.",
  "Without the ID proof key the Aadhaar/UID numbers in a restored database cannot be read.",
].join("\n");
