import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config.ts";

/**
 * The data folder, database and ID proof keys of the configured site, read as the server reads them (DATA_DIR,
 * DATABASE_URL, ID_PROOF_KEY, ID_PROOF_KEYS) but never creating a key: the key file is only read when it is there.
 */
export function siteConfig() {
  const config = loadConfig();
  let idProofKey = config.idProofKey;
  const keyFile = path.join(config.dataDir, "keys", "id-proof.key");
  if (!idProofKey && fs.existsSync(keyFile))
    idProofKey = Buffer.from(fs.readFileSync(keyFile, "utf8").trim(), "base64");
  return {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    idProofKey,
    addedIdProofKeys: config.addedIdProofKeys,
  };
}
