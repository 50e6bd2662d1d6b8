/**
 * Where the 200-connection crowd's tail comes from. Starts the built site (`npm run serve`'s command) with
 * bench/lib/connection-log.mjs loaded, warms the mix's pages, runs the same mix as `npm run bench` (bench/lib/crowd.ts)
 * for BENCH_SECONDS (30 by default), stops the site and prints wrk's figures beside what the server saw: how long
 * each kind of request took inside it, how long a connection waited between an answer and its next request, and how
 * far apart the 200 connections were accepted.
 *
 *   npm run build && node --import tsx bench/crowd-tail.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CROWD_PAGES, crowd } from "./lib/crowd.ts";
import { startSite } from "./lib/site.ts";

interface ConnectionLog {
  accepts: number[];
  firstRequestWaits: number[];
  idleGaps: number[];
  durations: Record<"page" | "api" | "post", number[]>;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "college-crowd-tail-")), "connections.json");
const preload = fileURLToPath(new URL("./lib/connection-log.mjs", import.meta.url));

const site = await startSite({
  nodeOptions: ["--import", preload],
  env: { CONNECTION_LOG: logFile, FORM_RATE_LIMIT: "1000000", FORM_RATE_WINDOW_MINUTES: "1" },
});
let figures;
try {
  for (const page of CROWD_PAGES) await (await fetch(site.baseUrl + page)).arrayBuffer();
  figures = await crowd(site.baseUrl, seconds);
} finally {
  await site.stop();
}
const log = JSON.parse(fs.readFileSync(logFile, "utf8")) as ConnectionLog;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! : Number.NaN;
};
const ms = (value: number) => value.toFixed(1);
const row = (label: string, values: number[]) =>
  `| ${label} | ${values.length} | ${ms(quantile(values, 0.5))} | ${ms(quantile(values, 0.99))} | ${ms(quantile(values, 1))} |`;

console.info(
  `wrk, ${seconds} s: ${figures.requests} requests, ${figures.perSecond.toFixed(0)}/s, ${figures.errors} errors, ` +
    `${figures.timeouts} timeouts, p50 ${ms(figures.p50Ms)} ms, p99 ${ms(figures.p99Ms)} ms`,
);
console.info("\n| inside the server, ms | count | p50 | p99 | max |\n| --- | ---: | ---: | ---: | ---: |");
console.info(row("page, headers to last byte", log.durations.page));
console.info(row("legacy GET API", log.durations.api));
console.info(row("contact POST", log.durations.post));
console.info(row("connection idle between an answer and its next request", log.idleGaps));
console.info(row("accepted connection until its first request", log.firstRequestWaits));
// The crowd's connections: the warm-up's own few are accepted earlier and left out.
const crowdAccepts = log.accepts.slice(-200);
console.info(
  `\nthe crowd's ${crowdAccepts.length} connections were accepted over ` +
    `${ms(crowdAccepts.at(-1)! - crowdAccepts[0]!)} ms (one per turn of the event loop once it is busy)`,
);
