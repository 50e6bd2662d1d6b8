/**
 * Uncached renders of `/` side by side: this checkout and other built checkouts (each with its node_modules), each
 * started with its own `npm run serve` and the page cache off, measured with the code `npm run bench` uses for its
 * uncached figure. The checkouts take turns for BENCH_ROUNDS rounds (3 by default) and the median of each is
 * printed, so that a noisy machine weighs on all of them alike; the CPU time per answer is printed beside the rate,
 * as it depends much less on what else the machine is doing.
 *
 *   BENCH_BASELINE=<folder> [BENCH_COMPARE=<folder>,<folder>] node --import tsx bench/uncached.ts
 */
import { type UncachedFigures, uncachedRate } from "./lib/uncached.ts";

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
const figures = new Map<string, UncachedFigures[]>(checkouts.map(({ label }) => [label, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { label, cwd } of checkouts) {
    const measured = await uncachedRate({ cwd, seconds });
    figures.get(label)!.push(measured);
    console.info(
      `round ${round}: ${label} ${measured.perSecond.toFixed(1)} req/s, ${measured.cpuMsPerRequest.toFixed(1)} ms CPU per answer`,
    );
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const baseline = figures.get("baseline");
const baseRate = baseline && median(baseline.map((f) => f.perSecond));
const baseCpu = baseline && median(baseline.map((f) => f.cpuMsPerRequest));
console.info(
  "\n| checkout | req/s (median) | each round | × baseline | CPU ms per answer (median) | baseline ÷ this |\n|---|---|---|---|---|---|",
);
for (const [label, measured] of figures) {
  const rate = median(measured.map((f) => f.perSecond));
  const cpu = median(measured.map((f) => f.cpuMsPerRequest));
  console.info(
    `| ${label} | ${rate.toFixed(1)} | ${measured.map((f) => f.perSecond.toFixed(0)).join(", ")} | ${
      baseRate ? `×${(rate / baseRate).toFixed(2)}` : ""
    } | ${cpu.toFixed(1)} | ${baseCpu ? `×${(baseCpu / cpu).toFixed(2)}` : ""} |`,
  );
}
