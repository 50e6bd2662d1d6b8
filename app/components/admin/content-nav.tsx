import { useLocation } from "react-router";
import { contentLists } from "~/lib/content-admin/lists.ts";
import { useT } from "~/lib/language.tsx";
import { SubNav } from "./sub-nav.tsx";

/** The site-content pages of the console, as one menu on each of them (a page's sub-pages count as it). */
export function ContentNav() {
  const t = useT();
  const { pathname } = useLocation();
  const pages = [
    ...contentLists.map((list) => ({ to: `/admin/content/${list.slug}`, label: t(list.titleKey) })),
    { to: "/admin/content/gallery", label: t("console.gallery.title") },
    { to: "/admin/content/faculty", label: t("console.faculty.title") },
    { to: "/admin/news", label: t("console.news.title") },
  ];
  return (
    <SubNav
      label={t("console.content.title")}
      links={pages.map((page) => ({ ...page, current: pathname === page.to || pathname.startsWith(`${page.to}/`) }))}
    />
  );
}
