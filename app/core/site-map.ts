import type { MenuEntry, MenuLink, SiteMenu } from "./menu.ts";
import { isGroup } from "./menu.ts";

/** One section of the HTML site map: a heading and its entries, links or groups of links as the menu has them. */
export interface SiteMapSection {
  id: string;
  heading: string;
  entries: MenuEntry[];
}

/** A page the site map must show: its address and its name. */
export interface SiteMapPage {
  to: string;
  label: string;
}

/** Paths compare as the router matches them: any letter case, with or without a trailing slash. */
const pathKey = (to: string) =>
  to
    .replace(/[?#].*$/, "")
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();

const linksOf = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (isGroup(entry) ? linksOf(entry.items) : [entry]));

/**
 * The HTML site map (decision 051): the header menu as its groups nest, the footer's quick links, the website
 * policies, then every other public page (each page of the XML sitemap that no menu links to) and the gallery's
 * albums, so a page an editor adds appears even before it is put in a menu. Sections without entries are left out.
 */
export function siteMapSections(
  input: {
    menu: SiteMenu;
    policies: readonly SiteMapPage[];
    pages: readonly SiteMapPage[];
    albums: readonly SiteMapPage[];
  },
  headings: { main: string; quickLinks: string; policies: string; otherPages: string; albums: string },
): SiteMapSection[] {
  let nextId = -1;
  const asLinks = (pages: readonly SiteMapPage[]): MenuLink[] => pages.map((page) => ({ id: nextId--, ...page }));
  const sections: SiteMapSection[] = [
    { id: "main", heading: headings.main, entries: input.menu.header },
    { id: "quick-links", heading: headings.quickLinks, entries: input.menu.footer },
    { id: "policies", heading: headings.policies, entries: asLinks(input.policies) },
  ];
  const linked = new Set(sections.flatMap((section) => linksOf(section.entries).map((link) => pathKey(link.to))));
  const others = input.pages.filter((page) => {
    const key = pathKey(page.to);
    if (linked.has(key)) return false;
    linked.add(key);
    return true;
  });
  sections.push(
    { id: "other-pages", heading: headings.otherPages, entries: asLinks(others) },
    { id: "albums", heading: headings.albums, entries: asLinks(input.albums) },
  );
  return sections.filter((section) => section.entries.length > 0);
}
