import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's default mobile run (simulated throttling) in Debian's Chromium, the median of `runs` for each figure. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
      const lhr = result!.lhr;
      results.push({
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]!.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]!.numericValue ?? NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  };
}
