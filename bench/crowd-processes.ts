/**
 * The 200-connection mixed crowd of `npm run bench` against the site run with different numbers of server processes
 * (WEB_CONCURRENCY, decision 042), side by side: the settings take turns for BENCH_ROUNDS rounds (2 by default) of
 * BENCH_SECONDS each (20 by default), so that a noisy machine weighs on all of them alike.
 *
 *   npm run build && BENCH_PROCESSES=1,2 node --import tsx bench/crowd-processes.ts
 */
import { crowd } from "./lib/crowd.ts";
import { startSite } from "./lib/site.ts";

const settings = (process.env.BENCH_PROCESSES ?? "1,2").split(",");
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

console.info("| processes | round | requests | errors | timeouts | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|");
for (let round = 1; round <= rounds; round++) {
  for (const processes of settings) {
    // As `npm run bench` runs the crowd: its contact posts come from one address and must not meet the limit.
    const site = await startSite({
      script: "serve",
      env: { WEB_CONCURRENCY: processes, FORM_RATE_LIMIT: "1000000", FORM_RATE_WINDOW_MINUTES: "1", TRUST_PROXY: "1" },
    });
    try {
      await crowd(site.baseUrl, 5); // every process renders the mix's pages once
      const f = await crowd(site.baseUrl, seconds);
      console.info(
        `| ${processes} | ${round} | ${f.requests} | ${f.errors} | ${f.timeouts} | ${f.p50Ms.toFixed(1)} | ${f.p99Ms.toFixed(1)} |`,
      );
    } finally {
      await site.stop();
    }
  }
}
