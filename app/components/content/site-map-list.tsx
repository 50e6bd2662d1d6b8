import { type MenuEntry, isGroup } from "~/core/menu.ts";
import type { SiteMapSection } from "~/core/site-map.ts";
import { SmartLink } from "../smart-link.tsx";

const linkClass = "text-brand-800 underline hover:text-brand-900";

/** A list of links and groups, nested as the menu nests them; a group's name heads its own list. */
function Entries({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {entries.map((entry) =>
        isGroup(entry) ? (
          <li key={entry.id}>
            <span className="font-semibold">{entry.label}</span>
            {entry.items.length > 0 ? (
              <div className="mt-2">
                <Entries entries={entry.items} />
              </div>
            ) : null}
          </li>
        ) : (
          <li key={entry.id}>
            <SmartLink to={entry.to} className={linkClass}>
              {entry.lang ? <span lang={entry.lang}>{entry.label}</span> : entry.label}
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** The HTML site map's sections, each under its heading, in columns on a wide screen. */
export function SiteMapList({ sections }: { sections: readonly SiteMapSection[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`sitemap-${section.id}`}>
          <h2 id={`sitemap-${section.id}`} className="mb-3 text-xl font-bold text-brand-900">
            {section.heading}
          </h2>
          <Entries entries={section.entries} />
        </section>
      ))}
    </div>
  );
}
