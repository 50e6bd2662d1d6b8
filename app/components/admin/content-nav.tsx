import { useLocation } from "react-router";
import { contentLists } from "~/lib/content-admin/lists.ts";
import { SubNav } from "./sub-nav.tsx";

const pages = [
  ...contentLists.map((list) => ({ to: `/admin/content/${list.slug}`, label: list.title })),
  { to: "/admin/content/gallery", label: "Gallery albums" },
  { to: "/admin/content/faculty", label: "Faculty" },
  { to: "/admin/news", label: "News and links" },
];

/** The site-content pages of the console, as one menu on each of them (a page's sub-pages count as it). */
export function ContentNav() {
  const { pathname } = useLocation();
  return (
    <SubNav
      label="Site content"
      links={pages.map((page) => ({ ...page, current: pathname === page.to || pathname.startsWith(`${page.to}/`) }))}
    />
  );
}
