import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningSite {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
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
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not become healthy:\n${log()}`);
}

/**
 * Starts the site as the README says (`npm run <script>` in `cwd`: `start` builds first, `serve` uses the build), on a
 * free loopback port with a fresh data folder and the demo content. Its own process group, so stopping it stops npm
 * and the server together.
 */
export async function startSite(
  options: { cwd?: string; script?: "start" | "serve"; env?: Record<string, string> } = {},
): Promise<RunningSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-site-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  for (const name of ["NODE_ENV", "DATABASE_URL", "SMTP_HOST"]) if (!options.env?.[name]) delete env[name];
  const child = spawn("npm", ["run", "--silent", options.script ?? "start"], {
    cwd: options.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr?.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
