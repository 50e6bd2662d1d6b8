import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Link as RouterLink,
  type LinkProps,
  type NavLinkProps,
  MemoryRouter,
  NavLink as RouterNavLink,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ServerLink, ServerNavLink } from "./router-links.tsx";

/** The markup of `element` at `path`: inside a data router as the server renders pages, and inside a plain one. */
async function markup(element: ReactElement, path: string, basename?: string): Promise<string[]> {
  const handler = createStaticHandler([{ id: "page", path: "*", element }], { basename });
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return [
    renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />),
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]} basename={basename}>
        {element}
      </MemoryRouter>,
    ),
  ];
}

const at = "/civil";

describe("the server's Link draws exactly what React Router's does", () => {
  const cases: [string, LinkProps][] = [
    ["root", { to: "/" }],
    ["a page with a class", { to: "/fees", className: "underline" }],
    ["a fragment", { to: "/fees#hostel", className: "x" }],
    ["nested path, id, title, label", { to: "/gallery-photo/campus-tour", id: "i", title: "t", "aria-label": "l" }],
    ["a language", { to: "/fees", lang: "en", className: "x" }],
    ["no language", { to: "/fees", lang: undefined }],
    ["a file", { to: "/documents/aicte-approval-2026-27.pdf" }],
    // Not plain: React Router's own component draws them on both sides.
    ["relative", { to: "fees" }],
    ["parent", { to: "../fees" }],
    ["dot segment", { to: "/a/./b" }],
    ["query", { to: "/fees?x=1" }],
    ["external", { to: "https://example.com/x" }],
    ["protocol-relative", { to: "//example.com/x" }],
    ["trailing slash", { to: "/fees/" }],
    ["object", { to: { pathname: "/fees", hash: "#a" } }],
    ["prefetch", { to: "/fees", prefetch: "intent" }],
    ["reload", { to: "/fees", reloadDocument: true }],
    ["target", { to: "/fees", target: "_blank" }],
  ];
  for (const [name, props] of cases) {
    it(name, async () => {
      const expected = await markup(<RouterLink {...props}>text</RouterLink>, at);
      expect(await markup(<ServerLink {...props}>text</ServerLink>, at)).toEqual(expected);
    });
  }

  it("under a base name", async () => {
    const expected = await markup(<RouterLink to="/fees">text</RouterLink>, "/base/civil", "/base");
    expect(await markup(<ServerLink to="/fees">text</ServerLink>, "/base/civil", "/base")).toEqual(expected);
  });
});

describe("the server's NavLink draws exactly what React Router's does", () => {
  const className = ({ isActive }: { isActive: boolean }) => `item ${isActive ? "current" : ""}`;
  const cases: [string, string, NavLinkProps][] = [
    ["the current page", "/civil", { to: "/civil" }],
    ["the current page, ended", "/civil", { to: "/civil", end: true }],
    ["another page", "/civil", { to: "/fees" }],
    ["a page below", "/civil/semester", { to: "/civil" }],
    ["a page below, ended", "/civil/semester", { to: "/civil", end: true }],
    ["a longer name is not below", "/civilian", { to: "/civil" }],
    ["root, elsewhere", "/civil", { to: "/" }],
    ["root, ended, elsewhere", "/civil", { to: "/", end: true }],
    ["root, at root", "/", { to: "/", end: true }],
    ["other case", "/CIVIL", { to: "/civil" }],
    ["other case, case-sensitive", "/CIVIL", { to: "/civil", caseSensitive: true }],
    ["a class string", "/civil", { to: "/civil", className: "link" }],
    ["a class function, active", "/civil", { to: "/civil", end: true, className }],
    ["a class function, not active", "/fees", { to: "/civil", end: true, className }],
    ["aria-current", "/civil", { to: "/civil", "aria-current": "true" }],
    ["a fragment", "/civil", { to: "/civil#x" }],
    ["id, title, label", "/civil", { id: "i", title: "t", "aria-label": "l", to: "/civil" }],
    ["a language, active", "/civil", { to: "/civil", end: true, lang: "en", className }],
    ["no language", "/fees", { to: "/civil", lang: undefined }],
    // Not plain: React Router's own component.
    ["relative", "/civil", { to: "civil" }],
    ["style", "/civil", { to: "/civil", style: { color: "red" } }],
    ["prefetch", "/civil", { to: "/civil", prefetch: "render" }],
  ];
  for (const [name, path, props] of cases) {
    it(name, async () => {
      const expected = await markup(<RouterNavLink {...props}>text</RouterNavLink>, path);
      expect(await markup(<ServerNavLink {...props}>text</ServerNavLink>, path)).toEqual(expected);
    });
  }

  it("children as a function", async () => {
    const children = ({ isActive }: { isActive: boolean }) => (isActive ? "here" : "there");
    const expected = await markup(<RouterNavLink to="/civil">{children}</RouterNavLink>, "/civil");
    expect(await markup(<ServerNavLink to="/civil">{children}</ServerNavLink>, "/civil")).toEqual(expected);
  });
});
