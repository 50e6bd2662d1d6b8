/**
 * The server's resident memory through the 200-connection crowd and after it: starts the built site as
 * `npm run serve` does (its memory settings included), samples the server's resident memory four times a second
 * through BENCH_SECONDS (60) of the crowd's mix (bench/lib/crowd.ts) and then a minute of idling, and prints the
 * peak and what is left after each 15 s of idling. The fuzzing half of the figure is printed by the fuzz test
 * (`FUZZ_CASES=20000 npx vitest run --project e2e tests/e2e/post-fuzz.test.ts`).
 *
 *   npm run build && node --import tsx bench/memory.ts
 */
import { crowd } from "./lib/crowd.ts";
import { startSite } from "./lib/site.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const site = await startSite({
  script: "serve",
  env: { FORM_RATE_LIMIT: "1000000", FORM_RATE_WINDOW_MINUTES: "1" },
});
try {
  let peak = site.residentMiB();
  console.info(`started: ${peak.toFixed(0)} MiB`);
  const sampler = setInterval(() => (peak = Math.max(peak, site.residentMiB())), 250);
  const figures = await crowd(site.baseUrl, seconds);
  clearInterval(sampler);
  console.info(
    `crowd, ${seconds} s: ${figures.perSecond.toFixed(0)} requests/s, ${figures.errors} errors; ` +
      `peak ${peak.toFixed(0)} MiB, at its end ${site.residentMiB().toFixed(0)} MiB`,
  );
  for (let idle = 15; idle <= 60; idle += 15) {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    console.info(`idle ${idle} s: ${site.residentMiB().toFixed(0)} MiB`);
  }
} finally {
  await site.stop();
}
