import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How often a page Lighthouse could not measure (a trace it failed to record, no paint in time) is tried. */
const ATTEMPTS = 3;

/**
 * One run of Lighthouse's default mobile audit (simulated throttling) in Debian's Chromium, started afresh. A run
 * that could not measure the page has no figures, not a score of 0: it is tried again, and fails after ATTEMPTS.
 */
export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
      const lhr = result!.lhr;
      if (lhr.runtimeError) {
        const failure = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (attempt === ATTEMPTS) throw new Error(failure);
        console.warn(`${failure}; trying again`);
        continue;
      }
      return {
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]!.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]!.numericValue ?? NaN,
      };
    } finally {
      chrome.kill();
    }
  }
}

/** The median of each figure over several runs. */
export function medianFigures(results: readonly LighthouseFigures[]): LighthouseFigures {
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  };
}

/** `lighthouseRun` `runs` times, the median of each figure. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(url));
  return medianFigures(results);
}
