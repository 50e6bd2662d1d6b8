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
