/**
 * The MDN HTTP Observatory's score of the site's own headers (`npm run observatory [path…]`, `/` by default).
 * Starts the built server (`npm run build` first) with an https SITE_URL behind a trusted proxy on a free local port,
 * fills a fresh data folder with the demo content, and scores each path twice: with plain HTTP redirected to HTTPS
 * (as the proxy in front of the site does), and as if plain HTTP were answered with the page itself.
 * OBSERVATORY_BASE=http://host:port scores a server that is already running (started with TRUST_PROXY=1).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { captureAnswers, observatoryScore } from "./observatory/score.ts";

const SITE_URL = process.env.OBSERVATORY_SITE_URL ?? "https://college.example";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];

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

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-data-"));
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL,
      TRUST_PROXY: "1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${log}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not become healthy:\n${log}`);
}

const own = process.env.OBSERVATORY_BASE ? undefined : await startServer();
const base = process.env.OBSERVATORY_BASE ?? own!.base;
try {
  console.log(`MDN HTTP Observatory, SITE_URL=${SITE_URL}, server ${base}`);
  for (const pagePath of paths) {
    const { page, http: redirect, preflight } = await captureAnswers(base, pagePath);
    for (const [label, http] of [
      ["http redirected to https", redirect],
      ["http answered with the page", page],
    ] as const) {
      const result = observatoryScore(SITE_URL, { page, http, preflight });
      console.log(`\n${pagePath} (${page.status}), ${label}: ${result.score} (${result.grade})`);
      for (const test of result.tests)
        console.log(
          `  ${test.pass ? "pass" : "FAIL"} ${String(test.modifier).padStart(4)}  ${test.name}: ${test.result}`,
        );
    }
  }
} finally {
  await own?.stop();
}
