import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PolicyText } from "~/components/content/policy-text.tsx";
import { publishedBlock, publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import { contentMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/placement-policy";

/** The rules themselves are shared with the placement-cell page, so they are one block, not copied. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.services;
  const [page, rules] = await Promise.all([publishedPageAt(db, url, "policy"), publishedBlock(db, "placement-rules")]);
  return {
    ...page.document,
    rules: rules.document.rules,
    revisedOn: revisedOn([page, rules], page.document.lastUpdated),
  };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function PlacementPolicy({ loaderData: page }: Route.ComponentProps) {
  return (
    <InfoPage title={page.title}>
      <PolicyText sections={page.sections} />
      <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
        {page.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <RevisionDate />
    </InfoPage>
  );
}
