/**
 * CPU time per uncached render of `/`, for this checkout and other built checkouts, on a machine too busy for
 * `bench/uncached.ts` to tell them apart. Every checkout runs at once, one process each (`npm run serve`, the page
 * cache off), and they take turns in short bursts of 40 requests (4 at a time) for BENCH_ROUNDS rounds (60 by
 * default), so that whatever else the machine does in a given second weighs on all of them alike. Prints each one's
 * CPU time (every thread, from /proc) per answer. It says nothing of requests/s: `bench/uncached.ts` measures those.
 *
 *   BENCH_COMPARE=<folder>,<folder> node --import tsx bench/uncached-cpu.ts
 */
import http from "node:http";
import { type RunningSite, startSite } from "./lib/site.ts";

const BURST = 40;
const AT_ONCE = 4;
const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
const checkouts: { label: string; cwd?: string }[] = [
  ...(process.env.BENCH_COMPARE ?? "")
    .split(",")
    .filter(Boolean)
    .map((cwd) => ({ label: cwd, cwd })),
  { label: "this checkout" },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE });
const load = (baseUrl: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get(`${baseUrl}/`, { agent, headers: { "accept-encoding": "br" } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${baseUrl}/ answered ${response.statusCode}`));
        response.resume().on("end", resolve);
      })
      .on("error", reject);
  });

async function burst(site: RunningSite, requests: number) {
  for (let sent = 0; sent < requests; sent += AT_ONCE) {
    await Promise.all(Array.from({ length: AT_ONCE }, () => load(site.baseUrl)));
  }
}

const sites: RunningSite[] = [];
try {
  for (const { cwd } of checkouts) {
    sites.push(await startSite({ cwd, script: "serve", env: { PAGE_CACHE_MAX_MB: "0", WEB_CONCURRENCY: "1" } }));
  }
  // Warm-up: every checkout's code compiled by the JIT before anything counts.
  for (const site of sites) await burst(site, 10 * BURST);
  const cpuSeconds = sites.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another checkout, so none always follows the same one.
    for (let turn = 0; turn < sites.length; turn++) {
      const index = (turn + round) % sites.length;
      const before = sites[index]!.cpuSeconds();
      await burst(sites[index]!, BURST);
      cpuSeconds[index]! += sites[index]!.cpuSeconds() - before;
    }
  }
  const answers = rounds * BURST;
  console.info(`| checkout | CPU ms per answer (${answers} answers each) |\n|---|---|`);
  checkouts.forEach(({ label }, i) => console.info(`| ${label} | ${((1000 * cpuSeconds[i]!) / answers).toFixed(2)} |`));
} finally {
  await Promise.all(sites.map((site) => site.stop()));
}
