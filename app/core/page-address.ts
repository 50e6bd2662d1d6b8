/*
 * The address an editor gives a page they add: checked the same way when the page is created and when it moves.
 * What the database knows (another page, an old address) is the model's to check; this is the form of the path and
 * the addresses the site keeps for itself.
 */

/** Top-level names the site uses for itself: the console, the API, the Hindi site, files, feeds, search… */
export const reservedSegments = [
  "admin",
  "api",
  "hi",
  "en",
  "media",
  "assets",
  "documents",
  "feeds",
  "feed",
  "search",
  "uploads",
  "images",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "favicon-32.png",
  "logo-96.png",
  "dismiss-notice",
  "display-preferences",
  "healthz",
  "health",
] as const;

export type AddressProblem = "format" | "reserved";

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_LENGTH = 120;

/** The path as stored ("/anti-ragging-committee"): one leading slash, none at the end, no spaces around. */
export const normalAddress = (typed: string) => `/${typed.trim().replace(/^\/+|\/+$/g, "")}`;

/**
 * What is wrong with an address, or undefined: segments of lowercase letters, digits and single hyphens; not the
 * home page; not under a name the site keeps (`reservedSegments`) nor one of the spec's pages (`specPaths`, paths
 * without their leading slash as app/route-list.ts writes them, "gallery-photo/:code" for a page with a parameter).
 */
export function addressProblem(typed: string, specPaths: readonly string[]): AddressProblem | undefined {
  const path = normalAddress(typed);
  const segments = path.slice(1).split("/");
  if (path === "/" || path.length > MAX_LENGTH || !segments.every((segment) => SEGMENT.test(segment))) return "format";
  const first = segments[0]!;
  if ((reservedSegments as readonly string[]).includes(first)) return "reserved";
  const taken = specPaths.some((spec) => {
    const specSegments = spec.toLowerCase().split("/");
    // A spec page owns its own path; a page with a parameter owns every path under its first segment.
    if (specSegments.some((segment) => segment.startsWith(":") || segment === "*")) return specSegments[0] === first;
    return specSegments.join("/") === segments.join("/");
  });
  return taken ? "reserved" : undefined;
}
