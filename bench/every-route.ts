/**
 * Every public page held to the first-visit targets, where `npm run bench` measures five: Lighthouse mobile
 * (simulated throttling, the median of BENCH_RUNS runs, 3 by default) and the bytes a first visit at 360 px downloads.
 * Starts the production site as the README does (`npm start`), reads every page from its sitemap (English and Hindi;
 * BENCH_LANGUAGES=en for the English ones only) and prints one row per page, marking each figure short of its target:
 *
 * - an information page (no React, app/core/script-budget.ts): performance 100, total transfer at most 100 KB;
 * - a page that hydrates React: performance at least 95, the home page's transfer at most 250 KB;
 * - every page: total blocking time at most 200 ms, layout shift under 0.01.
 *
 * The script budgets themselves are checked by the route sweeps of `npm test` (gzip -9 of each file the browser
 * fetched); the JS column here is the bytes on the wire.
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { hydratesReact } from "~/core/script-budget.ts";
import { languageOfPath, pagePathOf } from "~/messages/language-path.ts";
import { chromiumLaunchOptions } from "../scripts/chromium.ts";
import { type LighthouseFigures, lighthouseRun, medianFigures } from "./lib/lighthouse.ts";
import { startSite } from "./lib/site.ts";
import { type Transfer, firstVisitTransfer } from "./lib/transfer.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const languages = (process.env.BENCH_LANGUAGES ?? "en,hi").split(",");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What a page falls short of: the targets its figures miss, in words. */
function shortfalls(pagePath: string, lh: LighthouseFigures, transfer: Transfer): string[] {
  const react = hydratesReact(pagePath);
  const missed: string[] = [];
  const score = react ? 95 : 100;
  if (lh.performance < score) missed.push(`performance under ${score}`);
  if (lh.tbtMs > 200) missed.push("TBT over 200 ms");
  if (lh.cls >= 0.01) missed.push("CLS 0.01 or more");
  const totalKb = !react ? 100 : pagePathOf(pagePath) === "/" ? 250 : undefined;
  if (totalKb !== undefined && transfer.totalBytes > totalKb * 1024) missed.push(`transfer over ${totalKb} KB`);
  return missed;
}

const site = await startSite({ script: "start" });
const rows: string[] = [];
const short: string[] = [];
try {
  const xml = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((pagePath) => languages.includes(languageOfPath(pagePath)));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const pagePath of paths) {
      const url = site.baseUrl + pagePath;
      const transfer = await firstVisitTransfer(browser, url);
      const results: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url));
      const lh = medianFigures(results);
      const missed = shortfalls(pagePath, lh, transfer);
      if (missed.length) short.push(`${pagePath}: ${missed.join(", ")}`);
      rows.push(
        `| ${pagePath} | ${hydratesReact(pagePath) ? "React" : "information"} | ${kb(transfer.scriptBytes)} | ` +
          `${kb(transfer.totalBytes)} | ${lh.performance} | ${lh.lcpMs.toFixed(0)} | ${lh.tbtMs.toFixed(0)} | ` +
          `${lh.cls.toFixed(3)} | ${missed.length ? missed.join(", ") : "met"} |`,
      );
      console.info(rows.at(-1));
    }
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
}

const report = [
  `Lighthouse mobile, median of ${runs}; first visit at 360 px, KB on the wire.`,
  "",
  "| page | kind | JS KB | total KB | Lighthouse | LCP ms | TBT ms | CLS | targets |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows,
  "",
  short.length
    ? `Short of a target (${short.length} of ${rows.length}):\n${short.join("\n")}`
    : `All ${rows.length} pages meet every target.`,
].join("\n");
console.info(`\n${report}`);
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/every-route.md", `${new Date().toISOString()}\n\n${report}\n`);
if (short.length) process.exitCode = 1;
