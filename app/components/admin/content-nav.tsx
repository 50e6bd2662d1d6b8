import { NavLink } from "react-router";
import { contentLists } from "~/lib/content-admin/lists.ts";

const pages = [
  ...contentLists.map((list) => ({ to: `/admin/content/${list.slug}`, label: list.title })),
  { to: "/admin/content/gallery", label: "Gallery albums" },
  { to: "/admin/content/faculty", label: "Faculty" },
  { to: "/admin/news", label: "News and links" },
];

/** The site-content pages of the console, as one menu on each of them. */
export function ContentNav() {
  return (
    <nav aria-label="Site content">
      <ul className="flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              className={({ isActive }) =>
                `inline-block rounded border px-3 py-1 text-sm ${isActive ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300"}`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
