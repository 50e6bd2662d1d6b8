import { gzipSync } from "node:zlib";
import { type Browser, type Locator, type Page, chromium } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { scriptBudgetKb } from "~/core/script-budget.ts";
import { chromiumLaunchOptions } from "../../../scripts/chromium.ts";
import { axeViolations } from "./axe.ts";

export const baseUrl = () => inject("baseUrl");
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** One browser per test file, opened and closed around its tests. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("browser not started");
    return browser;
  };
}

export interface OpenedPage {
  page: Page;
  status: number | undefined;
  /** Console errors and uncaught exceptions so far; a test ends by expecting it to be empty. */
  errors: string[];
}

/** Opens a path at a viewport, recording console errors and page errors from the first byte on. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = DESKTOP,
  options: { javaScript?: boolean; reducedMotion?: boolean; clock?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  // The page's timers, animation frames and clocks under the test's hand (see `page.clock`), for timing checks that
  // must not depend on how busy the machine is.
  if (options.clock) await context.clock.install();
  // Every layout shift from the first paint on, summed (at least the page's CLS, which takes the worst window).
  await context.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // Every Content-Security-Policy violation, also those the browser reports only as an event (a caught eval).
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}:${event.columnNumber}`;
      const violations = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${where}`);
      console.error(`CSP violation: ${violations.at(-1)}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  const response = await page.goto(new URL(path, baseUrl()).href, { waitUntil: "load" });
  if (options.javaScript ?? true) await hydrated(page);
  return { page, status: response?.status(), errors };
}

/**
 * Waits until a page that runs React has hydrated (React has put its own properties on the body), as a visitor's
 * tap only does what it should from then on; a page without React has nothing to wait for. A test that acted at
 * the load event could beat hydration on a busy machine: a click on a button did nothing, a form was posted as
 * without JavaScript.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) || Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")),
  );
}

/**
 * Stops the page's clock (opened with openPage's `clock` option): from here on the page's timers run only when the
 * test runs its clock on (`page.clock.runFor`), so what is timed does not depend on how busy the machine is.
 */
export async function stopClock(page: Page) {
  // Half a second ahead of the page's time, which goes on running while this is sent.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** The Content-Security-Policy violations the page reported so far (see openPage). */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** The sum of the page's layout shifts so far that no input caused (see openPage). */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** The page's layout shift so far if it reaches 0.01 (the bound for every public page), as a failure. */
export async function layoutShiftFailures(page: Page, where: string): Promise<string[]> {
  const shift = await layoutShift(page);
  return shift >= 0.01 ? [`${where}: layout shift ${shift.toFixed(3)} (under 0.01 expected)`] : [];
}

/** Whether an image has loaded its picture; a test polls it (`expect.poll`), since a busy machine may still be loading it. */
export const imageLoaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Closes the page's context; the page's error list must be empty by then. */
export async function closePage({ page, errors }: OpenedPage, allowErrors: RegExp[] = []) {
  await page.context().close();
  expect(errors.filter((error) => !allowErrors.some((allowed) => allowed.test(error)))).toEqual([]);
}

/**
 * Kilobytes of script the page made the browser download so far (entry, route chunks, modulepreloads, lazy chunks),
 * each file gzipped at level 9 as a server would send it: read from what the browser requested, not from the build.
 */
export async function scriptKilobytes(page: Page): Promise<number> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js")),
  );
  let bytes = 0;
  for (const url of new Set(urls)) bytes += await gzippedSize(url);
  return bytes / 1024;
}

/** The page's script over its route's budget (app/core/script-budget.ts), as a failure at one width. */
export async function scriptBudgetFailures(page: Page, pagePath: string, where: string): Promise<string[]> {
  const budget = scriptBudgetKb(pagePath);
  const script = await scriptKilobytes(page);
  return script > budget ? [`${where}: ${script.toFixed(1)} KB of script (at most ${budget} KB)`] : [];
}

/** Gzipped sizes of the script files read so far: a built file's address names its content (the hash). */
const gzippedSizes = new Map<string, number>();
async function gzippedSize(url: string): Promise<number> {
  const known = gzippedSizes.get(url);
  if (known !== undefined) return known;
  const size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  gzippedSizes.set(url, size);
  return size;
}

/**
 * What the sweeps fail a page for at one width: horizontal overflow and each WCAG 2.2 A/AA violation axe finds. A
 * page found failing is looked at again every half second for up to five seconds, and the failures are those of the
 * last look: what a test checks right after an action can still be settling (a form re-rendered with what its loader
 * read again, a page relaid at a new width) on a busy machine, and a real fault is still there at the last look.
 */
export async function layoutAndAxeFailures(page: Page, where: string): Promise<string[]> {
  const lastLook = Date.now() + 5_000;
  for (;;) {
    const failures = await layoutAndAxeFailuresNow(page, where);
    if (failures.length === 0 || Date.now() >= lastLook) return failures;
    await page.waitForTimeout(500);
  }
}

async function layoutAndAxeFailuresNow(page: Page, where: string): Promise<string[]> {
  const failures: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) failures.push(`${where}: page is ${overflow}px wider than the screen`);
  for (const violation of await axeViolations(page)) {
    const nodes = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
    failures.push(`${where}: axe ${violation.id}: ${nodes.join(" | ")}`);
  }
  return failures;
}
