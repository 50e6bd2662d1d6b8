import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { useT } from "~/lib/language.tsx";
import { DocumentText } from "./english-text.tsx";

export function PlacementCellPage({ page }: { page: ShapeDocument<"placement-cell"> & { rules: string[] } }) {
  const t = useT();
  const { intro, team, rules } = page;
  return (
    <DocumentPage title={t("people.placementCell.title")}>
      {intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <section aria-labelledby="placement-team" className="space-y-3">
        <h2 id="placement-team" className="text-xl font-bold text-brand-900">
          {t("people.placementCell.team")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {team.map((member) => (
            <li key={member.role} className="rounded border border-slate-200 p-4">
              <span className="block font-semibold">
                <DocumentText text={member.name} />
              </span>
              <span className="text-slate-700">
                <DocumentText text={member.role} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="placement-policy" className="space-y-3">
        <h2 id="placement-policy" className="text-xl font-bold text-brand-900">
          {t("people.placementCell.policy")}
        </h2>
        <ul className="list-disc space-y-2 pl-6">
          {rules.map((rule) => (
            <li key={rule}>
              <DocumentText text={rule} />
            </li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
