import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedBlock, publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/placement-cell";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.services;
  // The same block feeds the placement-policy page, so the rules never differ between the two.
  const [page, rules] = await Promise.all([
    publishedPageAt(db, url, "placement-cell"),
    publishedBlock(db, "placement-rules"),
  ]);
  return { ...page.document, rules: rules.document.rules, revisedOn: revisedOn([page, rules]) };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.placementCell"));

export default function PlacementCell({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intro, team, rules } = loaderData;
  return (
    <InfoPage title={t("people.placementCell.title")}>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <section aria-labelledby="placement-team" className="space-y-3">
        <h2 id="placement-team" className="text-xl font-bold text-brand-900">
          {t("people.placementCell.team")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {team.map((member) => (
            <li key={member.role} className="rounded border border-slate-200 p-4">
              <span className="block font-semibold">{member.name}</span>
              <span className="text-slate-700">{member.role}</span>
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
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </InfoPage>
  );
}
