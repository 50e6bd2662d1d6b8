/**
 * Lighthouse mobile (simulated throttling) on the same pages of this checkout and others, side by side: each
 * checkout's `npm run serve` (built) is started once, and on each page the checkouts take turns, BENCH_RUNS times (3 by
 * default), so a noisy machine weighs on all of them alike. Prints each checkout's median and every run (score/TBT).
 *
 *   npm run build && BENCH_COMPARE=<other built checkouts> BENCH_PATHS=/about-us,/fees node --import tsx bench/lighthouse-compare.ts
 */
import { type LighthouseFigures, lighthouseRun, medianFigures } from "./lib/lighthouse.ts";
import { type RunningSite, startSite } from "./lib/site.ts";

const checkouts = [".", ...(process.env.BENCH_COMPARE ?? "").split(",").filter(Boolean)];
const paths = (process.env.BENCH_PATHS ?? "/civil,/fees,/gallery").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);

const sites: RunningSite[] = [];
try {
  for (const checkout of checkouts) sites.push(await startSite({ cwd: checkout, script: "serve" }));
  console.info("| page | checkout | score | TBT ms | LCP ms | runs (score/TBT) |\n|---|---|---|---|---|---|");
  for (const pagePath of paths) {
    const results: LighthouseFigures[][] = sites.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const [i, site] of sites.entries()) results[i]!.push(await lighthouseRun(site.baseUrl + pagePath));
    for (const [i, checkout] of checkouts.entries()) {
      const median = medianFigures(results[i]!);
      const each = results[i]!.map((r) => `${r.performance}/${r.tbtMs.toFixed(0)}`).join(" ");
      console.info(
        `| ${pagePath} | ${checkout} | ${median.performance} | ${median.tbtMs.toFixed(0)} | ${median.lcpMs.toFixed(0)} | ${each} |`,
      );
    }
  }
} finally {
  for (const site of sites) await site.stop();
}
