import type { ReactNode } from "react";
import { useContext } from "react";
import {
  Link as RouterLink,
  type LinkProps,
  NavLink as RouterNavLink,
  type NavLinkProps,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
} from "react-router";
import { PLAIN_PATH, isActivePath } from "~/core/active-path.ts";
import { useLanguagePath } from "~/lib/language.tsx";

/**
 * React Router's `<Link>` and `<NavLink>` as drop-in replacements that cost far less to render on the server.
 *
 * On the server React Router's link runs some twenty hooks to resolve its path (twice), prepare prefetching and a
 * click handler that never runs there; with a hundred links a page, that was a sixth of an uncached render. For the
 * common case, an in-site path written out in full with only a class, an id, a title or an ARIA label beside it, the
 * server draws the very `<a>` React Router would (same attributes, in the same order; `router-links.test.tsx`
 * compares them), and the browser hydrates it with React Router's own component, which brings client navigation.
 * Anything else (relative paths, prefetching, state, `reloadDocument`, a base name…) is React Router's component on
 * both sides.
 */

/** The props the fast path draws as attributes; any other prop hands the link to React Router. */
const PLAIN_PROPS = new Set(["to", "children", "className", "id", "title", "aria-label", "lang"]);
const PLAIN_NAV_PROPS = new Set([...PLAIN_PROPS, "end", "caseSensitive", "aria-current"]);
/** The props the fast path draws itself: the rest are passed on to the `<a>` as they are. */
const DRAWN_BY_LINK = new Set(["to"]);
const DRAWN_BY_NAV_LINK = new Set(["to", "end", "caseSensitive", "aria-current", "className", "children"]);

/**
 * The props a link passes on to its `<a>`, in their order (React Router's order of attributes), less those the fast
 * path draws itself; `undefined` when a prop is one the fast path does not know. One pass over the props, without
 * the object rest a destructuring would build: a page draws a hundred links.
 */
function passedOn(
  props: object,
  allowed: ReadonlySet<string>,
  drawn: ReadonlySet<string>,
): Record<string, unknown> | undefined {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (!allowed.has(name)) return undefined;
    if (!drawn.has(name)) attributes[name] = value;
  }
  return attributes;
}

/** The base name the router runs under ("/" for this site): only then is a path its own href. */
function useRootBasename(): boolean {
  return useContext(NavigationContext).basename === "/";
}

export function ServerLink(props: LinkProps) {
  const rootBasename = useRootBasename();
  const { to } = props;
  const attributes =
    rootBasename && typeof to === "string" && PLAIN_PATH.test(to)
      ? passedOn(props, PLAIN_PROPS, DRAWN_BY_LINK)
      : undefined;
  if (!attributes) return <RouterLink {...props} />;
  attributes.href = to;
  attributes["data-discover"] = "true";
  return <a {...attributes} />;
}

interface NavRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export function ServerNavLink(props: NavLinkProps) {
  const rootBasename = useRootBasename();
  const location = useLocation();
  const routerState = useContext(DataRouterStateContext);
  const { to, end = false, caseSensitive = false, "aria-current": ariaCurrent = "page", className, children } = props;
  const navigating = routerState?.navigation.location != null;
  const attributes =
    rootBasename && !navigating && typeof to === "string" && PLAIN_PATH.test(to)
      ? passedOn(props, PLAIN_NAV_PROPS, DRAWN_BY_NAV_LINK)
      : undefined;
  if (!attributes || typeof to !== "string") return <RouterNavLink {...props} />;
  // React Router's rule for "active", for a plain path and no navigation in progress (never one on the server).
  const isActive = isActivePath(to, location.pathname, { end, caseSensitive });
  const renderProps: NavRenderProps = { isActive, isPending: false, isTransitioning: false };
  // What React Router hands its <a>: the other props first, in their order, then these.
  attributes["aria-current"] = isActive ? ariaCurrent : undefined;
  if (typeof className === "function") attributes.className = className(renderProps);
  else if (!isActive) attributes.className = className ?? "";
  else attributes.className = className ? `${className} active` : "active";
  attributes.href = to;
  attributes["data-discover"] = "true";
  return <a {...attributes}>{typeof children === "function" ? (children(renderProps) as ReactNode) : children}</a>;
}

const BaseLink = import.meta.env.SSR ? ServerLink : RouterLink;
const BaseNavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;

/**
 * React Router's `<Link>`, its path put into the page's language (a link on a Hindi page leads to the Hindi page);
 * drawn without the router's hooks on the server when it is a plain in-site link.
 */
export function Link(props: LinkProps) {
  const inLanguage = useLanguagePath();
  return <BaseLink {...props} to={typeof props.to === "string" ? inLanguage(props.to) : props.to} />;
}

/** React Router's `<NavLink>`, in the page's language as `Link`; drawn without the router's hooks on the server. */
export function NavLink(props: NavLinkProps) {
  const inLanguage = useLanguagePath();
  return <BaseNavLink {...props} to={typeof props.to === "string" ? inLanguage(props.to) : props.to} />;
}
