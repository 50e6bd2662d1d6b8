import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Starts the real production server (built app, SQLite in a fresh data folder, demo content) once for the
 * end-to-end run, and stops it with SIGTERM at the end, failing if it does not shut down cleanly.
 */
export default async function setup(project: TestProject) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!fs.existsSync(`${buildDir}/server/index.js`)) throw new Error("No build: run `npm run build` before the e2e tests.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL; // the embedded SQLite database in the fresh data folder
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);

  return async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not stop cleanly on SIGTERM (exit ${code}):\n${output}`);
  };
}
