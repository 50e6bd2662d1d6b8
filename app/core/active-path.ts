import { type MenuEntry, isGroup } from "./menu.ts";

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
 * The menu's links (each `end`, as the shell draws them) that are active at `pathname`, joined: all a menu drawn at
 * that path owes to the path. `inLanguage` puts a link's path into the page's language, as the links do.
 */
export function activeMenuLinks(
  entries: readonly MenuEntry[],
  pathname: string,
  inLanguage: (path: string) => string,
): string {
  const active: string[] = [];
  const visit = (list: readonly MenuEntry[]) => {
    for (const entry of list) {
      if (isGroup(entry)) visit(entry.items);
      else if (isActivePath(inLanguage(entry.to), pathname, { end: true, caseSensitive: false })) active.push(entry.to);
    }
  };
  visit(entries);
  return active.join(" ");
}
