import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Subresource Integrity values ("sha384-…") of the built scripts, by their URL path ("/assets/shell-….js"), read
 * once at start from the client build (decision 035). Empty without a build (the Vite dev server).
 */
export function assetIntegrity(buildDir: string): Readonly<Record<string, string>> {
  const assets = path.join(buildDir, "client", "assets");
  if (!fs.existsSync(assets)) return {};
  const integrity: Record<string, string> = {};
  for (const name of fs.readdirSync(assets)) {
    if (!name.endsWith(".js")) continue;
    const hash = createHash("sha384")
      .update(fs.readFileSync(path.join(assets, name)))
      .digest("base64");
    integrity[`/assets/${name}`] = `sha384-${hash}`;
  }
  return integrity;
}
