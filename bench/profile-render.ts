/**
 * Where the time of an uncached render goes. Starts this checkout's built server with `npm run serve`'s command, the
 * page cache off, a fresh data folder and `node --cpu-prof`; loads one path with wrk (10 connections) for
 * BENCH_SECONDS (20 by default); stops the server and prints the main thread's busy time by category (the first that
 * matches a sample's stack, bench/lib/cpu-profile.ts) and the functions with the most self time. The profile is kept
 * in a temporary folder for a closer look (Chromium's DevTools open it).
 *
 * With BENCH_CACHED=1 the page cache stays on: where the time of answering a cached page goes.
 *
 *   npm run build && node --import tsx bench/profile-render.ts [/path]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CpuProfile, summariseProfile } from "./lib/cpu-profile.ts";
import { startSite } from "./lib/site.ts";
import { wrk } from "./lib/wrk.ts";

const route = process.argv[2] ?? "/";
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const cached = process.env.BENCH_CACHED === "1";
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-render-profile-"));

// `npm run serve`'s command, with the profiler (each thread with a V8 isolate writes a profile; the renders' is kept).
const site = await startSite({
  nodeOptions: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  env: cached ? {} : { PAGE_CACHE_MAX_MB: "0" },
});
let figures;
try {
  figures = await wrk(site.baseUrl + route, seconds, 10);
} finally {
  await site.stop();
}

const summaries = fs
  .readdirSync(profileDir)
  .filter((name) => name.endsWith(".cpuprofile"))
  .map((name) => summariseProfile(JSON.parse(fs.readFileSync(path.join(profileDir, name), "utf8")) as CpuProfile))
  .filter((summary) => cached || summary.categories.some(([category]) => category.startsWith("React rendering")));
const summary = summaries.sort((a, b) => b.busy - a.busy)[0];
if (!summary) throw new Error(`no profile of a render in ${profileDir}`);

const share = (count: number) => `${((100 * count) / summary.busy).toFixed(1)} %`;
console.info(
  `${route}: ${figures.requests} answers in ${seconds} s (${figures.perSecond.toFixed(1)}/s) under --cpu-prof`,
);
console.info(`main thread busy in ${summary.busy} of ${summary.samples} samples after the first render\n`);
console.info("| where | share of busy time |\n|---|---|");
for (const [category, count] of summary.categories) console.info(`| ${category} | ${share(count)} |`);
console.info("\n| function (self time) | share of busy time |\n|---|---|");
for (const [name, count] of summary.functions.slice(0, 25)) console.info(`| ${name} | ${share(count)} |`);
console.info(`\nprofiles: ${profileDir}`);
