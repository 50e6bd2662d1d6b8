import { type MenuEntry, isGroup } from "./menu.ts";

/** A path React Router would leave as it is: absolute, plain segments (none `.` or `..`), an optional #fragment. */
export const PLAIN_PATH =
  /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*)?(?:#[A-Za-z0-9_-]+)?$/;

/**
 * React Router's rule for a `<NavLink>` to a plain path being active at `pathname` (no navigation in progress): the
 * same path, or with `end` off a path below it; the link's #fragment does not count.
 */
export function isActivePath(to: string, pathname: string, options: { end: boolean; caseSensitive: boolean }): boolean {
  const hash = to.indexOf("#");
  let toPathname = hash === -1 ? to : to.slice(0, hash);
  let locationPathname = pathname;
  if (!options.caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  return (
    locationPathname === toPathname ||
    (!options.end && locationPathname.startsWith(toPathname) && locationPathname.charAt(toPathname.length) === "/")
  );
}

/**
 * What a menu drawn at `pathname` owes to the path: the menu's links (each `end`, as the shell draws them) active
 * there, joined. A link that is not a plain path (a query, a dot segment, another site) is drawn by React Router's own
 * `<NavLink>`, whose rule this does not repeat: a menu with one owes the whole path. `inLanguage` puts a link's path
 * into the page's language, as the links do.
 */
export function activeMenuLinks(
  entries: readonly MenuEntry[],
  pathname: string,
  inLanguage: (path: string) => string,
): string {
  const active: string[] = [];
  let plain = true;
  const visit = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (isGroup(entry)) {
        visit(entry.items);
        continue;
      }
      const to = inLanguage(entry.to);
      if (!PLAIN_PATH.test(to)) plain = false;
      else if (isActivePath(to, pathname, { end: true, caseSensitive: false })) active.push(to);
    }
  };
  visit(entries);
  return plain ? `active ${active.join(" ")}` : `at ${pathname}`;
}
