import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assetIntegrity } from "./asset-integrity.ts";

describe("assetIntegrity", () => {
  it("gives each built script its sha384 by URL path, and nothing without a build", () => {
    const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "integrity-"));
    try {
      expect(assetIntegrity(buildDir)).toEqual({});
      fs.mkdirSync(path.join(buildDir, "client", "assets"), { recursive: true });
      fs.writeFileSync(path.join(buildDir, "client", "assets", "shell-abc.js"), "console.log(1);\n");
      fs.writeFileSync(path.join(buildDir, "client", "assets", "root-abc.css"), "body{}");
      const expected = createHash("sha384").update("console.log(1);\n").digest("base64");
      expect(assetIntegrity(buildDir)).toEqual({ "/assets/shell-abc.js": `sha384-${expected}` });
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
