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

/** A path React Router would leave as it is: absolute, plain segments (none `.` or `..`), an optional #fragment. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?(?:#[A-Za-z0-9_-]+)?$/;

/** The props the fast path draws as attributes; any other prop hands the link to React Router. */
const PLAIN_PROPS = new Set(["to", "children", "className", "id", "title", "aria-label", "lang"]);
const PLAIN_NAV_PROPS = new Set([...PLAIN_PROPS, "end", "caseSensitive", "aria-current"]);

function isPlain(props: object, allowed: ReadonlySet<string>): boolean {
  for (const name of Object.keys(props)) if (!allowed.has(name)) return false;
  return true;
}

/** The base name the router runs under ("/" for this site): only then is a path its own href. */
function useRootBasename(): boolean {
  return useContext(NavigationContext).basename === "/";
}

export function ServerLink(props: LinkProps) {
  const rootBasename = useRootBasename();
  const { to, ...rest } = props;
  if (!rootBasename || typeof to !== "string" || !PLAIN_PATH.test(to) || !isPlain(props, PLAIN_PROPS))
    return <RouterLink {...props} />;
  return <a {...rest} href={to} data-discover="true" />;
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
  if (!rootBasename || navigating || typeof to !== "string" || !PLAIN_PATH.test(to) || !isPlain(props, PLAIN_NAV_PROPS))
    return <RouterNavLink {...props} />;
  // React Router's rule for "active", for a plain path and no navigation in progress (never one on the server).
  const hash = to.indexOf("#");
  let toPathname = hash === -1 ? to : to.slice(0, hash);
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(toPathname.length) === "/");
  const renderProps: NavRenderProps = { isActive, isPending: false, isTransitioning: false };
  // What React Router hands its <a>: the other props first, in their order, then these.
  const {
    to: _to,
    end: _end,
    caseSensitive: _caseSensitive,
    "aria-current": _ariaCurrent,
    className: _className,
    children: _children,
    style: _style,
    ...rest
  } = props;
  return (
    <a
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === "function"
          ? className(renderProps)
          : [className ?? "", isActive ? "active" : null].filter(Boolean).join(" ")
      }
      href={to}
      data-discover="true"
    >
      {typeof children === "function" ? (children(renderProps) as ReactNode) : children}
    </a>
  );
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
