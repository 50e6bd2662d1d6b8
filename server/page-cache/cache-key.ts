import type { IncomingHttpHeaders } from "node:http";
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE } from "../../app/lib/display-preferences.ts";
import { NOTICE_DISMISSED_COOKIE } from "../../app/lib/notice-dismissal.ts";
import { LEGACY_API_QUERIES } from "../api/legacy-routes.ts";

/** Query parameters that change what a page shows: `sent` (a form's thanks after a post without JavaScript), and
 * `_routes` (which loaders a client-side navigation's `.data` request asks for). Every other parameter is ignored. */
export const PAGE_QUERY_PARAMETERS = ["sent", "_routes"] as const;

/** Cookies that change what a page shows (the visitor's preferences). Every other cookie is ignored. */
export const PREFERENCE_COOKIES = ["lang", TEXT_SIZE_COOKIE, CONTRAST_COOKIE, NOTICE_DISMISSED_COOKIE] as const;

/** A staff session sees the console's own pages and is never served from, nor stored in, the page cache. */
const STAFF_SESSION = /(?:^|;\s*)(?:__Host-)?staff_session=/;

/**
 * Paths that are not pages: the API, the console, images, files, the server's own routes, and React Router's route
 * discovery (`/__manifest`, whose answer depends on the `p` parameters it is asked for).
 */
const NOT_A_PAGE = /^\/(?:api|admin|images|assets|documents|healthz|robots\.txt|sitemap\.xml|__manifest)(?:[/?.]|$)/i;

/**
 * Pages answered afresh for every request, in either language (decision 056): the site search (decision 053), whose
 * results depend on its query (not a parameter of the key), follow every change of content, and whose every query
 * counts toward its rate limit; the application and grievance status look-ups (decisions 057, 061), whose answer
 * is one person's and shows the office's changes at once; a draft's resume page (decision 067), one person's form;
 * and a guardian's consent link (decision 068), one family's.
 */
const NEVER_CACHED =
  /^\/(?:hi\/)?(?:search|application-status|grievance\/status|gpcet-form\/resume|guardian-consent)(?:[/.]|$)/i;

/** A path the URL parser leaves as it is: no dot segments, escapes or characters it would encode. */
const PLAIN_PATH = /^\/[\w\-/]*$/;

function parsedPath(rawPath: string): string | undefined {
  try {
    return new URL(`http://page.invalid${rawPath}`).pathname;
  } catch {
    return undefined;
  }
}

/** What starts a legacy API GET's key, which no page's key (a JSON array) starts with. */
const API_KEY_PREFIX = "api ";

/** A query value the legacy API could answer (a news type, an album's code); anything else is answered afresh. */
const PLAIN_VALUE = /^[\w-]{1,64}$/;

/**
 * The key of a legacy API GET: its path and the parameters it reads, each given once with a plain value. Its answer
 * is the same for everyone (the API speaks English whatever the cookies say), so no cookie is part of it.
 */
function apiKey(path: string, declared: readonly string[], search: URLSearchParams | undefined) {
  const query: string[][] = [];
  for (const name of declared) {
    const values = search?.getAll(name) ?? [];
    if (values.length > 1 || (values.length === 1 && !PLAIN_VALUE.test(values[0]!))) return undefined;
    if (values.length === 1) query.push([name, values[0]!]);
  }
  return `${API_KEY_PREFIX}${JSON.stringify([path, query])}`;
}

/** Whether a key is a legacy API GET's: the only answers kept as JSON (a page is HTML or its navigation's data). */
export function isLegacyApiKey(key: string) {
  return key.startsWith(API_KEY_PREFIX);
}

const PREFERENCE_PATTERNS = PREFERENCE_COOKIES.map((name) => [name, new RegExp(`(?:^|;\\s*)${name}=([^;]*)`)] as const);

/**
 * The key a public page is cached under — its path, the query parameters pages read and the preference cookies —, or
 * a legacy API GET under — its path and the parameters it reads —, or undefined when the request must not touch the
 * cache (not a GET or HEAD, not a page, a staff session).
 */
export function pageCacheKey(request: {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const target = request.url ?? "/";
  const queryAt = target.indexOf("?");
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  // A request target that is not a path (`*`, `http://…`, `:80`) is never a cached page.
  if (!rawPath.startsWith("/")) return undefined;
  // The path as the URL parser gives it (what the router sees); a plain one is already that.
  const path = PLAIN_PATH.test(rawPath) ? rawPath : parsedPath(rawPath);
  if (path === undefined) return undefined;
  const search = queryAt < 0 ? undefined : new URLSearchParams(target.slice(queryAt + 1));
  const cookies = request.headers.cookie ?? "";
  if (STAFF_SESSION.test(cookies)) return undefined;
  const api = LEGACY_API_QUERIES[path];
  if (api) return apiKey(path, api, search);
  if (NOT_A_PAGE.test(path) || NEVER_CACHED.test(path)) return undefined;
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (last.includes(".") && !last.endsWith(".data")) return undefined;
  const query = search
    ? PAGE_QUERY_PARAMETERS.flatMap((name) => search.getAll(name).map((value) => [name, value]))
    : [];
  const preferences = cookies
    ? PREFERENCE_PATTERNS.map(([name, pattern]) => [name, pattern.exec(cookies)?.[1]]).filter(([, value]) => value)
    : [];
  return JSON.stringify([path, query, preferences]);
}
