/**
 * The 200-connection mixed crowd of `npm run bench` right after a content change, for this checkout and others side
 * by side: each checkout's `npm run serve` (built) is started, its pages warmed by a short crowd, every table's version
 * raised as an edit of each would, and the crowd run for BENCH_SECONDS (60 by default). The checkouts take turns for
 * BENCH_ROUNDS rounds (2 by default), so a noisy machine weighs on all of them alike.
 *
 *   npm run build && BENCH_COMPARE=<other built checkouts, comma-separated> node --import tsx bench/crowd-after-change.ts
 */
import path from "node:path";
import SQLite from "better-sqlite3";
import { crowd } from "./lib/crowd.ts";
import { startSite } from "./lib/site.ts";

const checkouts = [".", ...(process.env.BENCH_COMPARE ?? "").split(",").filter(Boolean)];
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);

console.info("| checkout | round | requests | errors | timeouts | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|");
for (let round = 1; round <= rounds; round++) {
  for (const checkout of checkouts) {
    // As `npm run bench` runs the crowd: its contact posts come from one address and must not meet the limit.
    const site = await startSite({
      cwd: checkout,
      script: "serve",
      env: { FORM_RATE_LIMIT: "1000000", FORM_RATE_WINDOW_MINUTES: "1", TRUST_PROXY: "1" },
    });
    try {
      await crowd(site.baseUrl, 10); // every process renders the mix's pages
      const database = new SQLite(path.join(site.dataDir, "college.db"));
      database.exec("update content_versions set version = version + 1");
      database.close();
      const f = await crowd(site.baseUrl, seconds);
      console.info(
        `| ${checkout} | ${round} | ${f.requests} | ${f.errors} | ${f.timeouts} | ${f.p50Ms.toFixed(1)} | ${f.p99Ms.toFixed(1)} |`,
      );
    } finally {
      await site.stop();
    }
  }
}
