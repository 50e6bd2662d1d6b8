import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hi } from "~/messages/hi.ts";
import { staticPages } from "~/route-list.ts";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  layoutAndAxeFailures,
  layoutShift,
  openPage,
  scriptKilobytes,
  useBrowser,
} from "./support/pages.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const UNKNOWN_PATH = "/this-page-does-not-exist";

const isHindi = (pagePath: string) => /^\/hi(?:\/|$)/.test(pagePath);

/**
 * Every URL of the site: the sitemap (generated from the route list) plus one unknown path, in English and in Hindi
 * (the sitemap lists each page in both languages, decision 056).
 */
async function sitePaths(): Promise<{ english: string[]; hindi: string[] }> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return {
    english: [...paths.filter((p) => !isHindi(p)), UNKNOWN_PATH],
    hindi: [...paths.filter(isHindi), `/hi${UNKNOWN_PATH}`],
  };
}

/** A page's `hreflang` alternates as the page lists them: language → address. */
const alternatesOf = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

/** What the alternates of a page must be: its English and its Hindi address, English also the default. */
function expectedAlternates(pagePath: string): (string | null)[][] {
  const english = isHindi(pagePath) ? pagePath.slice(3) || "/" : pagePath;
  const hindi = english === "/" ? "/hi" : `/hi${english}`;
  return [
    ["en", `${baseUrl()}${english}`],
    ["hi", `${baseUrl()}${hindi}`],
    ["x-default", `${baseUrl()}${english}`],
  ];
}

const paths = staticPages.map((page) => `/${page.path}`);

/**
 * The pages whose content needs React in the browser (a carousel, a lightbox, forms that validate as the visitor
 * types) may ship 130 KB of gzipped script on a first visit; every other page needs none of the framework: 30 KB.
 */
const REACT_PAGES = [/^\/$/, /^\/gpaward$/, /^\/gallery-photo\//, /^\/(enquiry|contact-us|gpcet-form|alumni-speaks)$/];
/**
 * Pages still over their budget, each at the size measured when its budget was set, so it cannot grow while the work
 * goes on. Remove an entry when the page is within its budget.
 */
const OVER_BUDGET_KB: Record<string, number> = {
  // Measured when the header gained the display controls, the search box and the marks on links to other sites,
  // and the entry its language loader (131.6 KB on /); lowered by React Router's production build in the browser
  // (vite.config.ts); raised again by the Hindi addresses (the path helper, the wrapped links and the language
  // switch, decision 056: 0.5 KB), the link to the status look-up and the confirmation's receipt form (decision 058,
  // /gpcet-form 131.97 KB). Each is its measured size rounded up to the next 0.1 KB. To be won back (issue 12), then
  // removed.
  "/": 131.6,
  "/gpcet-form": 132,
  "/gpaward": 130.4,
  "/enquiry": 130.2,
  "/gallery-photo/annual-day-2025": 130.7,
  "/gallery-photo/industrial-visit-2025": 130.7,
  "/gallery-photo/sports-meet-2024": 130.7,
  "/gallery-photo/campus-tour": 130.7,
  // A Hindi page that hydrates also loads the Hindi catalogue (7–8 KB, decision 052). To be won back (issue 12).
  "/hi": 140.0,
  "/hi/gpcet-form": 140.0,
  "/hi/gpaward": 138.8,
  "/hi/enquiry": 138.6,
  "/hi/contact-us": 137.7,
  "/hi/alumni-speaks": 137.3,
  "/hi/gallery-photo/annual-day-2025": 139.1,
  "/hi/gallery-photo/industrial-visit-2025": 139.1,
  "/hi/gallery-photo/sports-meet-2024": 139.1,
  "/hi/gallery-photo/campus-tour": 139.1,
};
const scriptBudgetKb = (pagePath: string) => {
  const englishPath = pagePath.replace(/^\/hi(?=\/|$)/, "") || "/";
  return OVER_BUDGET_KB[pagePath] ?? (REACT_PAGES.some((pattern) => pattern.test(englishPath)) ? 130 : 30);
};
const { english: all, hindi: allHindi } = await sitePaths();

describe("route sweep: every page at phone and desktop width", () => {
  const browser = useBrowser();
  const seen = new Map<string, { title: string; description: string }>();
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-html-"));
  afterAll(() => fs.rmSync(htmlDir, { recursive: true, force: true }));

  it("the sitemap lists every static page of the route list, in English and in Hindi", async () => {
    for (const p of paths) expect(all).toContain(p);
    for (const p of paths) expect(allHindi).toContain(p === "/" ? "/hi" : `/hi${p}`);
    expect(allHindi.length).toBe(all.length);
  });

  it.each(all)(
    "%s passes status, meta, breadcrumb, layout shift, script budget, axe, layout and console checks",
    async (pagePath) => {
      const isUnknown = pagePath === UNKNOWN_PATH;
      const failures: string[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        const opened = await openPage(browser(), pagePath, viewport);
        const { page } = opened;
        const where = `@${viewport.width}`;
        if (opened.status !== (isUnknown ? 404 : 200)) failures.push(`${where}: status ${opened.status}`);
        const title = await page.title();
        const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
        const canonicals = await page
          .locator('link[rel="canonical"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        if (!title) failures.push(`${where}: no title`);
        if (!isUnknown && description.length < 30) failures.push(`${where}: description missing or too short`);
        if (canonicals.length !== 1 || canonicals[0] !== `${baseUrl()}${pagePath}`) {
          failures.push(`${where}: canonical ${JSON.stringify(canonicals)}`);
        }
        const alternates = await alternatesOf(page);
        if (JSON.stringify(alternates) !== JSON.stringify(expectedAlternates(pagePath)))
          failures.push(`${where}: alternates ${JSON.stringify(alternates)}`);
        if (pagePath !== "/") {
          const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
          if ((await crumb.count()) !== 1) failures.push(`${where}: no breadcrumb`);
          else if (!(await crumb.getByRole("link", { name: "Home" }).isVisible()))
            failures.push(`${where}: breadcrumb lacks Home`);
        }
        // Nothing that appears after the first paint may push the page about: images, late content, notices.
        await page.waitForLoadState("networkidle");
        const shift = await layoutShift(page);
        if (shift >= 0.01) failures.push(`${where}: layout shift ${shift.toFixed(3)} (at most 0.01)`);
        const script = await scriptKilobytes(page);
        const budget = scriptBudgetKb(pagePath);
        if (script > budget) failures.push(`${where}: ${script.toFixed(1)} KB of script (at most ${budget} KB)`);
        failures.push(...(await layoutAndAxeFailures(page, where)));
        if (viewport === DESKTOP && !isUnknown) seen.set(pagePath, { title, description });
        const allowed = isUnknown ? [/status of 404/] : [];
        const errors = opened.errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
        if (errors.length) failures.push(`${where}: ${errors.join("; ")}`);
        await page.context().close();
      }
      const html = await (await fetch(`${baseUrl()}${pagePath}`)).text();
      fs.writeFileSync(path.join(htmlDir, `${pagePath.replace(/\W+/g, "_") || "home"}.html`), html);
      expect(failures).toEqual([]);
    },
  );

  it("gives every page its own title and description", () => {
    const titles = [...seen.values()].map((meta) => meta.title);
    const descriptions = [...seen.values()].map((meta) => meta.description);
    expect(titles.length).toBe(all.length - 1);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    expect(descriptions.filter((text, i) => descriptions.indexOf(text) !== i)).toEqual([]);
  });

  /*
   * The Hindi pages: the markup is the English page's and only the text differs, so axe runs at phone width only
   * (where longer Hindi words would first break a layout), and at desktop width only the overflow is checked.
   */
  const seenHindi = new Map<string, { title: string; description: string }>();
  it.each(allHindi)(
    "%s (Hindi) passes status, lang, meta, breadcrumb, script budget, axe at 360 px and overflow checks",
    async (pagePath) => {
      const isUnknown = pagePath === `/hi${UNKNOWN_PATH}`;
      const failures: string[] = [];
      const opened = await openPage(browser(), pagePath, PHONE);
      const { page } = opened;
      if (opened.status !== (isUnknown ? 404 : 200)) failures.push(`status ${opened.status}`);
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== "hi") failures.push(`lang ${lang}`);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      if (!title) failures.push("no title");
      if (!isUnknown && description.length < 30) failures.push("description missing or too short");
      const canonicals = await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      if (canonicals.length !== 1 || canonicals[0] !== `${baseUrl()}${pagePath}`)
        failures.push(`canonical ${JSON.stringify(canonicals)}`);
      const alternates = await alternatesOf(page);
      if (JSON.stringify(alternates) !== JSON.stringify(expectedAlternates(pagePath)))
        failures.push(`alternates ${JSON.stringify(alternates)}`);
      if (pagePath !== "/hi") {
        const crumb = page.getByRole("navigation", { name: hi["breadcrumb.label"] });
        if ((await crumb.count()) !== 1) failures.push("no breadcrumb");
        else if ((await crumb.getByRole("link", { name: hi["breadcrumb.home"] }).getAttribute("href")) !== "/hi")
          failures.push("breadcrumb lacks the Hindi home page");
      }
      await page.waitForLoadState("networkidle");
      const script = await scriptKilobytes(page);
      const budget = scriptBudgetKb(pagePath);
      if (script > budget) failures.push(`${script.toFixed(1)} KB of script (at most ${budget} KB)`);
      failures.push(...(await layoutAndAxeFailures(page, "@360")));
      if (!isUnknown) seenHindi.set(pagePath, { title, description });
      const errors = opened.errors.filter((error) => !(isUnknown && /status of 404/.test(error)));
      if (errors.length) failures.push(errors.join("; "));
      await page.setViewportSize(DESKTOP);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) failures.push(`@1280: page is ${overflow}px wider than the screen`);
      await page.context().close();
      expect(failures).toEqual([]);
    },
  );

  it("gives every Hindi page its own title", () => {
    const titles = [...seenHindi.values()].map((meta) => meta.title);
    expect(titles.length).toBe(allHindi.length - 1);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  // Reads the pages saved by the test above (tests in a file run in order).
  it("the served HTML of every page is valid (Nu HTML Checker)", async () => {
    const files = fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file));
    expect(files.length).toBeGreaterThan(1);
    const errors = await checkHtmlFiles(files);
    expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);
  });
});
