import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serveCommand } from "../../../scripts/serve-command.ts";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** What the server has printed so far. */
  output(): string;
  /** Stops the server with SIGTERM, removes its data folder and fails if it did not stop cleanly. */
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

export async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
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

/** Settings of the test runner's own environment that must not leak into a server unless a test gives them. */
const NOT_INHERITED = [
  "DATABASE_URL",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_SECURE",
  "SMTP_USER",
  "SMTP_PASSWORD",
  "MAIL_FROM",
  "MAIL_POLL_SECONDS",
];

/**
 * Starts the real production server (the built app, demo content, a fresh data folder) on a free loopback port.
 * Without DATABASE_URL in `env` it uses the embedded SQLite database of the data folder; without SMTP_HOST it sends
 * no mail.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!fs.existsSync(`${buildDir}/server/index.js`))
    throw new Error("No build: run `npm run build` before the e2e tests.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serve = serveCommand();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...serve.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  for (const name of NOT_INHERITED) delete childEnv[name];
  Object.assign(childEnv, env);
  let output = "";
  const child = spawn(process.execPath, serve.nodeArgs, {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHealth(baseUrl, child, () => output).catch((error: unknown) => {
    child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl,
    dataDir,
    child,
    output: () => output,
    async stop() {
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`server did not stop cleanly on SIGTERM (exit ${code}):\n${output}`);
    },
  };
}
