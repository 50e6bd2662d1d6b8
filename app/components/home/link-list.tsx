import type { ReactNode } from "react";
import { SmartLink } from "~/components/smart-link.tsx";

export interface ListedLink {
  key: number;
  to: string;
  label: ReactNode;
}

/** A titled list of links from the database (useful links, important links, the second link list). */
export function LinkList({ id, title, links }: { id: string; title: string; links: ListedLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.key}>
            <SmartLink to={link.to} className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
