import { Link } from "react-router";

export interface SubNavLink {
  to: string;
  label: string;
  current: boolean;
}

/** A row of links between the pages (or lists) of one console section; the current one is marked for all users. */
export function SubNav({ label, links }: { label: string; links: SubNavLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={link.current ? "page" : undefined}
              className={`inline-block rounded border px-3 py-1 text-sm ${link.current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-brand-800 underline hover:bg-brand-50"}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
