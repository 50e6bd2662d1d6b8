/**
 * `npm run bench`: the site's speed side by side with nginx serving the same bytes, on this machine, in one run.
 * Starts the production site as the README does (`npm start`), then prints one table: requests/s per route beside
 * nginx (gzip_static) and their ratio, script and total KB of a first visit at 360 px, Lighthouse mobile figures
 * (median of 3), the 200-connection mixed load (also through nginx as deploy/nginx sets it up), and the rate of
 * uncached renders of `/`.
 *
 * BENCH_QUICK=1 shortens every run (to try the harness, not for figures). BENCH_BASELINE=<folder> also measures the
 * uncached `/` of another checkout (built, with its node_modules) side by side, started with its own `npm run serve`.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../scripts/chromium.ts";
import { type CrowdFigures, crowd } from "./lib/crowd.ts";
import { lighthouseMedian } from "./lib/lighthouse.ts";
import { startFrontProxy, startNginx } from "./lib/nginx.ts";
import { startSite } from "./lib/site.ts";
import { uncachedRate } from "./lib/uncached.ts";
import { firstVisitTransfer } from "./lib/transfer.ts";
import { requestsPerSecond } from "./lib/wrk.ts";

const ROUTES = ["/", "/civil", "/fees", "/gallery", "/gpcet-form"];
const quick = process.env.BENCH_QUICK === "1";
const seconds = quick ? 3 : 10;
const crowdSeconds = quick ? 5 : 60;
const lighthouseRuns = quick ? 1 : 3;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const crowdRow = (label: string, f: CrowdFigures) =>
  `| ${label} | ${f.requests} | ${f.perSecond.toFixed(0)} | ${f.errors} | ${f.timeouts} | ${f.p50Ms.toFixed(1)} | ${f.p99Ms.toFixed(1)} |`;

// The contact POSTs of the crowd must not be refused by the per-address limit: they come from one address.
// TRUST_PROXY as behind nginx in production (the crowd also runs through it); direct requests carry no forwarded hop.
const site = await startSite({
  script: "start",
  env: { FORM_RATE_LIMIT: "1000000", FORM_RATE_WINDOW_MINUTES: "1", TRUST_PROXY: "1" },
});
const rows: string[][] = [];
try {
  const nginx = await startNginx(site.baseUrl, ROUTES);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const route of ROUTES) {
      const siteRate = await requestsPerSecond(site.baseUrl + route, seconds);
      const nginxRate = await requestsPerSecond(nginx.baseUrl + route, seconds);
      const transfer = await firstVisitTransfer(browser, site.baseUrl + route);
      const lh = await lighthouseMedian(site.baseUrl + route, lighthouseRuns);
      rows.push([
        route,
        siteRate.toFixed(0),
        nginxRate.toFixed(0),
        (siteRate / nginxRate).toFixed(3),
        kb(transfer.scriptBytes),
        kb(transfer.totalBytes),
        String(lh.performance),
        lh.lcpMs.toFixed(0),
        lh.tbtMs.toFixed(0),
        lh.cls.toFixed(3),
      ]);
      console.info(`measured ${route}`);
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }

  const warm = await crowd(site.baseUrl, crowdSeconds);
  // The same crowd through nginx as deploy/nginx/college.conf puts it in front of the site in production.
  const proxy = await startFrontProxy(site.baseUrl);
  const proxied = await crowd(proxy.baseUrl, crowdSeconds).finally(() => proxy.stop());
  // Right after a content change: every table's version goes up, as an edit of each would make it, so every page
  // is stale at once and the crowd meets a cold cache.
  const database = new SQLite(path.join(site.dataDir, "college.db"));
  database.exec("update content_versions set version = version + 1");
  database.close();
  const cold = await crowd(site.baseUrl, crowdSeconds);

  // Uncached renders: the same build started with the page cache turned off, and the baseline's beside it.
  const uncached = await uncachedRate({ seconds });
  const baselineUncached = process.env.BENCH_BASELINE
    ? await uncachedRate({ cwd: process.env.BENCH_BASELINE, seconds })
    : undefined;

  const table = [
    "| route | site req/s | nginx req/s | ratio | JS KB gz | total KB | Lighthouse | LCP ms | TBT ms | CLS |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => `| ${row.join(" | ")} |`),
    "",
    "| 200 connections × " + crowdSeconds + " s, mixed | requests | req/s | errors | timeouts | p50 ms | p99 ms |",
    "|---|---|---|---|---|---|---|",
    crowdRow("warm", warm),
    crowdRow("warm, through nginx (deploy/nginx)", proxied),
    crowdRow("right after a change", cold),
    "",
    `Uncached renders of /: ${uncached.perSecond.toFixed(0)} req/s, ${uncached.cpuMsPerRequest.toFixed(1)} ms CPU each` +
      (baselineUncached === undefined
        ? ""
        : ` (baseline ${baselineUncached.perSecond.toFixed(0)} req/s, ${baselineUncached.cpuMsPerRequest.toFixed(1)} ms` +
          ` CPU each: ×${(uncached.perSecond / baselineUncached.perSecond).toFixed(1)} the rate,` +
          ` ÷${(baselineUncached.cpuMsPerRequest / uncached.cpuMsPerRequest).toFixed(1)} the CPU)`),
  ].join("\n");
  console.info(`\n${table}`);
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync("bench/results/latest.md", `${new Date().toISOString()}\n\n${table}\n`);
} finally {
  await site.stop();
}
