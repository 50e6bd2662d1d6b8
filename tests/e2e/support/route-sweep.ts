import type { Page } from "playwright-core";
import { staticPages } from "~/route-list.ts";
import { baseUrl } from "./pages.ts";

/*
 * What the route sweeps (tests/e2e/route-sweep.test.ts for the English pages, route-sweep-hindi.test.ts for the
 * Hindi ones) share: the site's addresses, what a page's alternates must be, and each page's script budget.
 */

export const UNKNOWN_PATH = "/this-page-does-not-exist";

export const isHindi = (pagePath: string) => /^\/hi(?:\/|$)/.test(pagePath);

/**
 * Every URL of the site: the sitemap (generated from the route list) plus one unknown path, in English and in Hindi
 * (the sitemap lists each page in both languages, decision 056).
 */
export async function sitePaths(): Promise<{ english: string[]; hindi: string[] }> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return {
    english: [...paths.filter((p) => !isHindi(p)), UNKNOWN_PATH],
    hindi: [...paths.filter(isHindi), `/hi${UNKNOWN_PATH}`],
  };
}

/** A page's `hreflang` alternates as the page lists them: language → address. */
export const alternatesOf = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

/** What the alternates of a page must be: its English and its Hindi address, English also the default. */
export function expectedAlternates(pagePath: string): (string | null)[][] {
  const english = isHindi(pagePath) ? pagePath.slice(3) || "/" : pagePath;
  const hindi = english === "/" ? "/hi" : `/hi${english}`;
  return [
    ["en", `${baseUrl()}${english}`],
    ["hi", `${baseUrl()}${hindi}`],
    ["x-default", `${baseUrl()}${english}`],
  ];
}

export const staticPaths = staticPages.map((page) => `/${page.path}`);

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
  // A Hindi page that hydrates also loads the Hindi catalogue (7–8 KB, decision 052); /hi/gpcet-form also the
  // receipt form (decision 058), whose button's label in the catalogue put the albums at 139.108. To be won back
  // (issue 12).
  "/hi": 140.0,
  "/hi/gpcet-form": 140.4,
  "/hi/gpaward": 138.8,
  "/hi/enquiry": 138.6,
  "/hi/contact-us": 137.7,
  "/hi/alumni-speaks": 137.3,
  "/hi/gallery-photo/annual-day-2025": 139.2,
  "/hi/gallery-photo/industrial-visit-2025": 139.2,
  "/hi/gallery-photo/sports-meet-2024": 139.2,
  "/hi/gallery-photo/campus-tour": 139.2,
};
export const scriptBudgetKb = (pagePath: string) => {
  const englishPath = pagePath.replace(/^\/hi(?=\/|$)/, "") || "/";
  return OVER_BUDGET_KB[pagePath] ?? (REACT_PAGES.some((pattern) => pattern.test(englishPath)) ? 130 : 30);
};
