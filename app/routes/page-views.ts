import { staticPages } from "~/route-list.ts";
import type { PageShape } from "~/schemas/page-shapes.ts";

/**
 * Every public route module that draws a page from its document, and the shapes it draws. A preview draws a
 * revision with the same component and the same loading as the module (app/routes/page-views.server.ts,
 * app/routes/admin/pages-preview-views.tsx), so a page and its preview cannot differ. The catch-all draws the pages
 * editors add (decision 043).
 */
export const pageViewShapes = {
  "routes/home.tsx": ["home"],
  "routes/about/about-us.tsx": ["about-us"],
  "routes/about/mission-vision.tsx": ["mission-vision"],
  "routes/about/pedagogy.tsx": ["pedagogy"],
  "routes/about/why-gumla.tsx": ["why-gumla"],
  "routes/about/anti-ragging.tsx": ["anti-ragging"],
  "routes/about/placement-policy.tsx": ["policy"],
  "routes/about/policy-page.tsx": ["policy"],
  "routes/about/scholarship.tsx": ["scholarship"],
  "routes/about/ncc.tsx": ["ncc"],
  "routes/people/governors.tsx": ["governors"],
  "routes/people/advisory.tsx": ["advisory"],
  "routes/people/principal.tsx": ["person-message"],
  "routes/people/visiting-faculty.tsx": ["visiting-faculty"],
  "routes/people/admission-department.tsx": ["admission-department"],
  "routes/people/placement-cell.tsx": ["placement-cell"],
  "routes/people/director-message.tsx": ["director-messages"],
  "routes/courses/curriculum-page.tsx": ["curriculum"],
  "routes/courses/bca.tsx": ["course-page"],
  "routes/courses/diploma-working-professional.tsx": ["course-page"],
  "routes/facilities/fees-page.tsx": ["fees"],
  "routes/facilities/campus.tsx": ["campus"],
  "routes/facilities/production-unit.tsx": ["production-unit"],
  "routes/facilities/virtual-lab.tsx": ["virtual-lab"],
  "routes/added-page.tsx": ["policy", "advisory"],
} as const satisfies Record<string, readonly PageShape[]>;

export type PageView = keyof typeof pageViewShapes;

const isPageView = (file: string): file is PageView => Object.hasOwn(pageViewShapes, file);

/**
 * The view that draws a page of `shape` at `path` on the public site: the route module of its address in the page
 * list, or the catch-all for an address not in it; undefined for a block (no address) or a shape the view does not
 * draw. A page with a view can be previewed: the console offers "Preview" for it.
 */
export function pageViewOf(path: string | null, shape: string): PageView | undefined {
  if (path === null) return undefined;
  const address = path.replace(/^\/+|\/+$/g, "").toLowerCase();
  const file = staticPages.find((page) => page.path.toLowerCase() === address)?.file ?? "routes/added-page.tsx";
  if (!isPageView(file)) return undefined;
  return (pageViewShapes[file] as readonly string[]).includes(shape) ? file : undefined;
}
