import { startSite } from "./site.ts";
import { requestsPerSecond } from "./wrk.ts";

/**
 * Requests/s of `/` rendered on every request: the built checkout in `cwd` (this one when unset) started with its
 * own `npm run serve` and the page cache turned off (a checkout from before the cache ignores the setting), after a
 * short warm-up so that both sides of a comparison are measured with their code compiled by the JIT.
 */
export async function uncachedRate(options: { cwd?: string; seconds: number }): Promise<number> {
  const site = await startSite({ cwd: options.cwd, script: "serve", env: { PAGE_CACHE_MAX_MB: "0" } });
  try {
    await requestsPerSecond(`${site.baseUrl}/`, 2);
    return await requestsPerSecond(`${site.baseUrl}/`, options.seconds);
  } finally {
    await site.stop();
  }
}
