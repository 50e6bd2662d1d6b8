/**
 * The font work of a page's first load in a freshly started Chromium (as Lighthouse starts it, at a phone's width),
 * read from the browser's own trace (`fonts` category), for this checkout and others side by side: font look-ups, the
 * synchronous requests to the browser process among them (a family matched by name, a size's rendering settings, a
 * fallback font searched for a character the font lacks), the milliseconds they took, and the milliseconds of style
 * and layout of the whole load. Counts are steadier than times on a busy machine. Each checkout's `npm run serve`
 * (built) is started once; on each page the checkouts take turns, BENCH_RUNS times (5 by default); the medians are
 * printed.
 *
 *   npm run build && BENCH_COMPARE=<other built checkouts> BENCH_PATHS=/about-us,/hi/fees node --import tsx bench/first-frame-fonts.ts
 */
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../scripts/chromium.ts";
import { type RunningSite, startSite } from "./lib/site.ts";

const checkouts = [".", ...(process.env.BENCH_COMPARE ?? "").split(",").filter(Boolean)];
const paths = (process.env.BENCH_PATHS ?? "/about-us,/hi/about-us").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 5);

/** Trace events counted, by the name Chromium gives them. */
const COUNTED = {
  lookUps: "FontCache::GetFontPlatformData",
  familyMatches: "FontDataServiceImpl::MatchFamilyName",
  renderSettings: "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike",
  fallbackSearches: "FontCache::FallbackFontForCharacter",
} as const;
type Figures = Record<keyof typeof COUNTED | "fontMs" | "layoutMs", number>;

interface TraceEvent {
  name: string;
  cat?: string;
  dur?: number;
}

async function fontWork(url: string): Promise<Figures> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await browser.startTracing(page, { categories: ["devtools.timeline", "fonts"] });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const named = (name: string) => traceEvents.filter((event) => event.name === name);
    const figures = Object.fromEntries(
      Object.entries(COUNTED).map(([figure, name]) => [figure, named(name).length]),
    ) as Figures;
    const milliseconds = (events: TraceEvent[]) => events.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    figures.fontMs = milliseconds(named(COUNTED.lookUps));
    figures.layoutMs = milliseconds([...named("UpdateLayoutTree"), ...named("Layout")]);
    return figures;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sites: RunningSite[] = [];
try {
  for (const checkout of checkouts) sites.push(await startSite({ cwd: checkout, script: "serve" }));
  console.info(
    "| page | checkout | look-ups | family matches | rendering settings | fallback searches | look-up ms | style and layout ms |\n" +
      "|---|---|---|---|---|---|---|---|",
  );
  for (const pagePath of paths) {
    const results: Figures[][] = sites.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const [i, site] of sites.entries()) results[i]!.push(await fontWork(site.baseUrl + pagePath));
    for (const [i, checkout] of checkouts.entries()) {
      const of = (figure: keyof Figures) => median(results[i]!.map((r) => r[figure]));
      console.info(
        `| ${pagePath} | ${checkout} | ${of("lookUps")} | ${of("familyMatches")} | ${of("renderSettings")} | ` +
          `${of("fallbackSearches")} | ${of("fontMs").toFixed(1)} | ${of("layoutMs").toFixed(1)} |`,
      );
    }
  }
} finally {
  for (const site of sites) await site.stop();
}
