import { startSite } from "./site.ts";
import { requestsPerSecond, wrk } from "./wrk.ts";

export interface UncachedFigures {
  perSecond: number;
  /** CPU time the site used per answer (all its threads): steadier than the rate on a busy machine. */
  cpuMsPerRequest: number;
}

/**
 * Requests/s of `/` rendered on every request: the built checkout in `cwd` (this one when unset) started with its
 * own `npm run serve` and the page cache turned off (a checkout from before the cache ignores the setting), after a
 * short warm-up so that both sides of a comparison are measured with their code compiled by the JIT.
 */
export async function uncachedRate(options: { cwd?: string; seconds: number }): Promise<UncachedFigures> {
  const site = await startSite({ cwd: options.cwd, script: "serve", env: { PAGE_CACHE_MAX_MB: "0" } });
  try {
    await requestsPerSecond(`${site.baseUrl}/`, 2);
    const cpuBefore = site.cpuSeconds();
    const figures = await wrk(`${site.baseUrl}/`, options.seconds);
    const cpu = site.cpuSeconds() - cpuBefore;
    return { perSecond: figures.perSecond, cpuMsPerRequest: (cpu * 1000) / figures.requests };
  } finally {
    await site.stop();
  }
}
