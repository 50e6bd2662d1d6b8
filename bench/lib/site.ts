import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { serveCommand } from "../../scripts/serve-command.ts";

export interface RunningSite {
  baseUrl: string;
  dataDir: string;
  /** CPU seconds (user and system, every thread) the site's processes have used so far; NaN where /proc is missing. */
  cpuSeconds(): number;
  /** Resident memory of the server process now, in MiB (0 where /proc is missing). */
  residentMiB(): number;
  stop(): Promise<void>;
  /** Ends the site at once with SIGKILL, as a crash or a power cut would; the data folder is left as it is. */
  kill(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** The /proc entries (pid and the fields after the command name) of the processes of one process group (Linux). */
function groupProcesses(groupId: number): { pid: string; fields: string[] }[] | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const members = [];
  for (const pid of entries) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state is field 3, pgrp 5, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === groupId) members.push({ pid, fields });
  }
  return members;
}

/** CPU seconds used by the processes of one process group. */
function groupCpuSeconds(groupId: number): number {
  const members = groupProcesses(groupId);
  if (!members) return Number.NaN;
  return (
    members.reduce((ticks, { fields }) => ticks + Number(fields[11]) + Number(fields[12]), 0) / CLOCK_TICKS_PER_SECOND
  );
}

/** The resident memory of the group's largest process (the server, beside npm), in MiB. */
function groupLargestResidentMiB(groupId: number): number {
  let largestKiB = 0;
  for (const { pid } of groupProcesses(groupId) ?? []) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) largestKiB = Math.max(largestKiB, Number(match[1]));
    } catch {
      // ended meanwhile
    }
  }
  return largestKiB / 1024;
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
  options: {
    cwd?: string;
    script?: "start" | "serve";
    env?: Record<string, string>;
    /** Run `serve`'s command itself with these options for node (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
    nodeOptions?: string[];
    /** An existing data folder to start on, kept when the site stops (a fresh one, removed on stop, by default). */
    dataDir?: string;
  } = {},
): Promise<RunningSite> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-site-"));
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
  const [command, args] = options.nodeOptions
    ? [process.execPath, [...options.nodeOptions, ...serveCommand().nodeArgs]]
    : ["npm", ["run", "--silent", options.script ?? "start"]];
  if (options.nodeOptions) Object.assign(env, serveCommand().env);
  const child = spawn(command, args, {
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
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGKILL");
    await exited;
  };
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    cpuSeconds: () => groupCpuSeconds(child.pid!),
    residentMiB: () => groupLargestResidentMiB(child.pid!),
    stop,
    kill,
  };
}
