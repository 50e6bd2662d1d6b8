import "~/messages/static-page-messages.ts";
import type { Campus } from "~/schemas/content/campus.ts";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { RoomTable } from "./room-table.tsx";
import { useT } from "~/lib/language.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * A page of the campus shape: a long page of many tables, so it opens with links to each building and gives every
 * building a heading. The Campus page and any page of that shape an editor adds draw it.
 */
export function CampusDocument({ campus }: { campus: Campus }) {
  const t = useT();
  return (
    <DocumentPage title={campus.title}>
      {campus.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <nav aria-labelledby="campus-buildings" className="rounded border border-slate-200 bg-slate-50 p-4">
        <h2 id="campus-buildings" className="font-semibold text-brand-900">
          {t("campus.buildings")}
        </h2>
        <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {campus.buildings.map((building) => (
            <li key={building.id}>
              <a href={`#${building.id}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                <DocumentText text={building.name} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {campus.buildings.map((building) => (
        <section key={building.id} aria-labelledby={building.id} className="space-y-4">
          <h2
            id={building.id}
            className="scroll-mt-4 border-b-2 border-accent-400 pb-1 text-xl font-bold text-brand-900"
          >
            <DocumentText text={building.name} />
          </h2>
          {building.floors.map((floor) => (
            <RoomTable
              key={floor.name ?? building.name}
              caption={floor.name ? `${building.name}: ${floor.name}` : building.name}
              rooms={floor.rooms}
            />
          ))}
        </section>
      ))}
      <RevisionDate />
    </DocumentPage>
  );
}
