import { type RouteObject, createStaticHandler, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../app/routes.ts";
import { staticPages } from "../app/route-list.ts";

/**
 * The server's copy of React Router remembers, per path, which of its ranked route branches matched
 * (patches/react-router+*.patch): finding it meant trying every branch in turn, 3 times a request, and `/` (an index
 * route) ranks last of some 230. The answer must be the one a full search gives, every time, in any order.
 */
const toRouteObject = (entry: RouteConfigEntry): RouteObject =>
  entry.index
    ? { id: entry.id ?? entry.file, index: true }
    : { id: entry.id ?? entry.file, path: entry.path, children: entry.children?.map(toRouteObject) };
const routes = routeConfig.map(toRouteObject);

const english = staticPages.map((page) => (page.path ? `/${page.path}` : "/"));
const paths = [
  ...english,
  ...english.map((path) => (path === "/" ? "/hi" : `/hi${path}`)),
  "/gallery-photo/ANNUAL%20DAY",
  "/hi/guardian-consent/abc",
  "/guardian-consent/abc",
  "/admin",
  "/admin/content/faculty/12",
  "/admin/content/news",
  "/no/such/page",
  "/hi/no-such-page",
  "/civil/",
  "/CIVIL",
  "/%E0%A4%B9",
];

const shown = (matches: { route: { id?: string }; params: object; pathnameBase: string }[] | null) =>
  matches?.map(({ route, params, pathnameBase }) => ({ id: route.id, params, pathnameBase })) ?? null;

async function handlerMatches(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://college.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return { matches: shown(context.matches), status: context.statusCode };
}

describe("route matching on the server", () => {
  it("finds, for every path, the routes a full search of the ranked branches finds, the first time and after", async () => {
    const handler = createStaticHandler(routes);
    const firstRound = paths.toReversed();
    for (const round of [firstRound, paths, firstRound]) {
      for (const path of round) {
        const { matches, status } = await handlerMatches(handler, path);
        // A path no route matches answers with the root's matches and a 404; the site's catch-all keeps this rare.
        const expected = shown(matchRoutes(routes, path));
        if (expected) expect({ path, matches }).toEqual({ path, matches: expected });
        else expect({ path, status }).toEqual({ path, status: 404 });
      }
    }
  });

  it("matches the home page, an index route ranked after every other branch, to its own route", async () => {
    const handler = createStaticHandler(routes);
    for (let i = 0; i < 3; i++) {
      const { matches } = await handlerMatches(handler, "/");
      expect(matches?.map((match) => match.id)).toEqual(["routes/site-layout.tsx", "routes/home.tsx"]);
    }
  });
});
