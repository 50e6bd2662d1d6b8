import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, waitForHealth } from "./support/server-process.ts";

/**
 * `npm run serve` (what `npm start` runs after building) must render with React's production build whatever
 * NODE_ENV the environment holds: the server logs which build it loaded, and refuses to start with a development one.
 */
describe("the production server", () => {
  it("loads React's production build even when the environment says development", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-prod-build-"));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    };
    delete env.DATABASE_URL;
    delete env.SMTP_HOST;
    const child = spawn("npm", ["run", "--silent", "serve"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    try {
      await waitForHealth(baseUrl, child, () => output);
      const home = await fetch(`${baseUrl}/`);
      expect(home.status).toBe(200);
      const built = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; reactBuild?: string })
        .find((entry) => entry.msg === "app built");
      expect(built?.reactBuild).toBe("production");
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
