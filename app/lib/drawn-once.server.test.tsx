import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsTicker } from "~/components/shell/news-ticker.tsx";
import { SiteFooter } from "~/components/shell/site-footer.tsx";
import { SiteHeader } from "~/components/shell/site-header.tsx";
import type { MenuEntry, MenuLink } from "~/core/menu.ts";
import type { Language } from "~/messages/catalogue.ts";
import type { NewsItem } from "~/models/news.server.ts";
import { collegeNames } from "./college-names.server.ts";
import { type DrawOnce, DrawOnceProvider, DrawnOnce } from "./drawn-once.tsx";
import { createDrawOnce } from "./drawn-once.server.tsx";
import { LanguageProvider } from "./language.tsx";
import { SiteAddressProvider } from "./site-address.tsx";

const menu: MenuEntry[] = [
  { id: 1, label: "Home", to: "/" },
  {
    id: 2,
    label: "Courses",
    items: [
      { id: 3, label: "Diploma", items: [{ id: 4, label: "Civil", to: "/civil" }] },
      { id: 5, label: "Hostel fees", to: "/fees#hostel" },
    ],
  },
  { id: 6, label: "Contact", to: "/contact-us", lang: "en" },
];
// Targets the menu editor accepts that React Router's own <NavLink> draws: a query, a dot segment, another site.
const editedMenu: MenuEntry[] = [
  ...menu,
  { id: 10, label: "Exam notices", to: "/notice?kind=exam" },
  { id: 11, label: "Rules", to: "/hostel/./rules" },
  { id: 12, label: "Board", to: "https://example.org/board" },
];
const footerLinks: MenuLink[] = [{ id: 7, label: "Gallery", to: "/gallery" }];
const news: NewsItem[] = [
  { id: 8, title: "Results", targetLink: "/notice", isNew: true },
  { id: 9, title: "Elsewhere", targetLink: "https://example.org/x", isNew: false },
];

/** `element` drawn at `path` as the server draws a page: a data router, the page's language and the site's address. */
async function draw(element: ReactElement, path: string, language: Language, drawOnce?: DrawOnce): Promise<string> {
  const handler = createStaticHandler([{ id: "root", path: "*", element }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <DrawOnceProvider value={drawOnce}>
      <LanguageProvider value={language}>
        <SiteAddressProvider value="https://college.example">
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteAddressProvider>
      </LanguageProvider>
    </DrawOnceProvider>,
  );
}

const shell = (language: Language, header = menu) => (
  <>
    <NewsTicker items={news} />
    <SiteHeader menu={header} name="GPCET" />
    <SiteFooter links={footerLinks} socialLinks={news} year={2026} college={collegeNames(language)} />
  </>
);

describe("the shell's parts drawn once", () => {
  // The home page, a link in a group, a link with a #fragment, a path's other case, a query, a page off the menu,
  // the pages of the edited menu's query and dot-segment links.
  const paths = [
    "/",
    "/civil",
    "/fees",
    "/CIVIL",
    "/civil?x=1",
    "/gallery",
    "/notice",
    "/hostel/rules",
    "/hi/civil",
    "/hi",
  ];
  it("draw exactly what React draws in their place, at every path and in both languages, kept or new", async () => {
    const drawOnce = createDrawOnce();
    for (const round of ["drawn", "kept"]) {
      for (const path of paths) {
        const language: Language = path.startsWith("/hi") ? "hi" : "en";
        for (const header of [menu, editedMenu]) {
          const expected = await draw(shell(language, header), path, language);
          expect(await draw(shell(language, header), path, language, drawOnce), `${path}, ${round}`).toBe(expected);
        }
      }
    }
  });

  it("mark the page's own menu link as the current page, and no other", async () => {
    const drawOnce = createDrawOnce();
    const current = (html: string) => [...html.matchAll(/aria-current="page"[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    // Both menus (the bar and the phone's panel) mark it.
    expect(current(await draw(shell("en"), "/civil", "en", drawOnce))).toEqual(["/civil", "/civil"]);
    expect(current(await draw(shell("en"), "/contact-us", "en", drawOnce))).toEqual(["/contact-us", "/contact-us"]);
    expect(current(await draw(shell("en"), "/gallery", "en", drawOnce))).toEqual([]);
    expect(current(await draw(shell("hi"), "/hi/civil", "hi", drawOnce))).toEqual(["/hi/civil", "/hi/civil"]);
  });

  it("are drawn once per objects and variant, and again for new objects, another variant or part", async () => {
    const drawOnce = createDrawOnce();
    let drawn = 0;
    function Counted({ label }: { label: string }) {
      drawn++;
      return <li>{label}</li>;
    }
    const part = (name: string, of: object[], variant: string, label: string) => (
      <DrawnOnce as="ul" part={name} of={of} variant={() => variant}>
        <Counted label={label} />
      </DrawnOnce>
    );
    const items = [{ id: 1 }];
    const html = (element: ReactElement) => draw(element, "/", "en", drawOnce);

    expect(await html(part("list", [items], "a", "one"))).toBe("<ul><li>one</li></ul>");
    expect(await html(part("list", [items], "a", "two"))).toBe("<ul><li>one</li></ul>");
    expect(drawn).toBe(1);
    expect(await html(part("list", [[{ id: 1 }]], "a", "two"))).toBe("<ul><li>two</li></ul>");
    expect(await html(part("list", [items], "b", "three"))).toBe("<ul><li>three</li></ul>");
    expect(await html(part("other", [items], "a", "four"))).toBe("<ul><li>four</li></ul>");
    expect(await draw(part("list", [items], "a", "five"), "/", "hi", drawOnce)).toBe("<ul><li>five</li></ul>");
    expect(drawn).toBe(5);
    // In the browser (no store) the part is drawn in place every time.
    expect(await draw(part("list", [items], "a", "six"), "/", "en")).toBe("<ul><li>six</li></ul>");
    expect(drawn).toBe(6);
  });
});
