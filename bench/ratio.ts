/**
 * Only the first figure of `npm run bench`: cached pages' requests/s beside nginx serving the same bytes
 * precompressed, side by side in one run, `BENCH_ROUNDS` times (3 by default) so a noisy machine shows.
 */
import { startNginx } from "./lib/nginx.ts";
import { startSite } from "./lib/site.ts";
import { requestsPerSecond } from "./lib/wrk.ts";

const routes = (process.env.BENCH_ROUTES ?? "/,/civil,/fees,/gallery,/gpcet-form").split(",");
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const site = await startSite({ script: "serve" });
try {
  const nginx = await startNginx(site.baseUrl, routes);
  try {
    console.info("| route | round | site req/s | nginx req/s | ratio |\n|---|---|---|---|---|");
    for (const route of routes) {
      for (let round = 1; round <= rounds; round++) {
        const siteRate = await requestsPerSecond(site.baseUrl + route, seconds);
        const nginxRate = await requestsPerSecond(nginx.baseUrl + route, seconds);
        console.info(
          `| ${route} | ${round} | ${siteRate.toFixed(0)} | ${nginxRate.toFixed(0)} | ${(siteRate / nginxRate).toFixed(3)} |`,
        );
      }
    }
  } finally {
    await nginx.stop();
  }
} finally {
  await site.stop();
}
