import { notFound } from "./core/not-found.ts";
import { pagePathOf } from "./messages/language-path.ts";
import { aboutPages } from "./routes/about/pages.ts";
import { archivePages } from "./routes/archive/pages.ts";
import { coursesPages } from "./routes/courses/pages.ts";
import { facilitiesPages } from "./routes/facilities/pages.ts";
import { formsPages } from "./routes/forms/pages.ts";
import { galleryPages, galleryParameterPages } from "./routes/gallery/pages.ts";
import { peoplePages } from "./routes/people/pages.ts";

/**
 * Every page of the public site. app/routes.ts builds the router from this list, and the sitemap, robots.txt
 * and the end-to-end route sweep read it too, so a page added here is served, listed and tested.
 */
export interface PageEntry {
  /** Path without the leading slash; "" is home. */
  path: string;
  /** Route module, relative to app/. Several pages of one shape share a module and differ by `content`. */
  file: string;
  /** The content file the page shows (`content/<name>.json`), for a module shared by several pages. */
  content?: string;
}

export const staticPages: PageEntry[] = [
  { path: "", file: "routes/home.tsx" },
  ...aboutPages,
  ...peoplePages,
  ...coursesPages,
  ...facilitiesPages,
  ...galleryPages,
  ...formsPages,
  ...archivePages,
];

/** Pages with a parameter; the sitemap fills them from the database. */
export const parameterPages: PageEntry[] = [...galleryParameterPages];

/** The address of a gallery album's page. */
export const albumPath = (galleryCode: string) => `/gallery-photo/${encodeURIComponent(galleryCode)}`;

/**
 * Every public address, in the sitemap's order: the static pages of the list, then the published pages editors
 * added and the gallery's albums, which the caller reads from the database when asked (decision 043). The XML
 * sitemap and the HTML site map (decision 051) both list these.
 */
export function publicPaths(addedPaths: readonly string[], albumCodes: readonly string[]): string[] {
  const paths = staticPages.map((page) => `/${page.path}`);
  paths.push(...addedPaths);
  if (parameterPages.some((page) => page.path.startsWith("gallery-photo/"))) paths.push(...albumCodes.map(albumPath));
  return paths;
}

/** The catch-all that answers 404 for every unknown path (inside the public shell). */
export const notFoundPage: PageEntry = { path: "*", file: "routes/not-found.tsx" };

/**
 * The content a shared page module shows at an address: its loader passes the `url` of its arguments (the page's
 * address without React Router's `.data` suffix and parameters), and the page list entry of the path says. Paths
 * match as the router matches them (any letter case, an optional trailing slash); a Hindi address shows the content
 * of its English page.
 */
export function pageContentOf(url: URL): string {
  const path = pagePathOf(url.pathname)
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
  const content = staticPages.find((page) => page.path.toLowerCase() === path)?.content;
  if (!content) throw notFound();
  return content;
}
