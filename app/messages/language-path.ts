import type { Language } from "./catalogue.ts";

/*
 * The one place that knows how an address carries its language (decision 056): English at the site's own paths,
 * Hindi under `/hi`. Links, form actions, return addresses, redirects, canonical and alternate links and the sitemap
 * all put a path into a language through `pathIn`, and loaders find a page's content through `pagePathOf`.
 */

/** The path prefix of each language; English, the default, has none. */
export const languagePrefixes: Record<Language, string> = { en: "", hi: "/hi" };

/** `/hi` itself, or a path below it (any letter case, as the router matches). */
const HINDI = /^\/hi(?=[/?#]|$)/i;

/**
 * Paths that are not pages and have one address for every language: the console, the JSON API, files and images,
 * the server's own answers (feeds, sitemap, robots.txt) and the form posts that only set a cookie and go back.
 */
const SHARED =
  /^\/(?:admin|api|assets|images|documents|uploads|feeds|healthz|display-preferences|dismiss-notice)(?=[/?#.]|$)|^\/[^/?#]*\.[a-z0-9]+(?=[?#]|$)/i;

/** The language an address is in: Hindi for `/hi` and every path below it, else English. */
export function languageOfPath(pathname: string): Language {
  return HINDI.test(pathname) ? "hi" : "en";
}

/** A page's path without its language prefix: `/hi/fees` → `/fees`, `/hi` → `/`; English paths as they are. */
export function pagePathOf(path: string): string {
  if (!HINDI.test(path)) return path;
  const rest = path.slice(3);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A path on this site put into a language (the query and fragment kept): `pathIn("/fees", "hi")` → `/hi/fees`,
 * `pathIn("/hi/fees", "en")` → `/fees`. Anything that is not a page path — another website, `mailto:`, `#top`, a
 * relative path, the console, a file — is returned as it is.
 */
export function pathIn(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//") || SHARED.test(path)) return path;
  const page = pagePathOf(path);
  const prefix = languagePrefixes[language];
  if (!prefix) return page;
  if (page === "/") return prefix;
  return /^\/[?#]/.test(page) ? `${prefix}${page.slice(1)}` : `${prefix}${page}`;
}
