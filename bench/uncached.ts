/**
 * Uncached renders of `/` side by side: this checkout and other built checkouts (each with its node_modules), each
 * started with its own `npm run serve` and the page cache off, measured with the code `npm run bench` uses for its
 * uncached figure. The checkouts take turns for BENCH_ROUNDS rounds (3 by default) and the median of each is
 * printed, so that a noisy machine weighs on all of them alike.
 *
 *   BENCH_BASELINE=<folder> [BENCH_COMPARE=<folder>,<folder>] node --import tsx bench/uncached.ts
 */
import { uncachedRate } from "./lib/uncached.ts";

const quick = process.env.BENCH_QUICK === "1";
const seconds = quick ? 3 : 10;
const rounds = Number(process.env.BENCH_ROUNDS ?? (quick ? 1 : 3));
const checkouts: { label: string; cwd?: string }[] = [
  ...(process.env.BENCH_BASELINE ? [{ label: "baseline", cwd: process.env.BENCH_BASELINE }] : []),
  ...(process.env.BENCH_COMPARE ?? "")
    .split(",")
    .filter(Boolean)
    .map((cwd) => ({ label: cwd, cwd })),
  { label: "this checkout" },
];
const rates = new Map<string, number[]>(checkouts.map(({ label }) => [label, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { label, cwd } of checkouts) {
    const rate = await uncachedRate({ cwd, seconds });
    rates.get(label)!.push(rate);
    console.info(`round ${round}: ${label} ${rate.toFixed(1)} req/s`);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const baseline = process.env.BENCH_BASELINE ? median(rates.get("baseline")!) : undefined;
console.info("\n| checkout | uncached / req/s (median) | rounds | × baseline |\n|---|---|---|---|");
for (const [label, values] of rates) {
  const rate = median(values);
  const ratio = baseline === undefined ? "" : `×${(rate / baseline).toFixed(2)}`;
  console.info(`| ${label} | ${rate.toFixed(1)} | ${values.map((v) => v.toFixed(0)).join(", ")} | ${ratio} |`);
}
