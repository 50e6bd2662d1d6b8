import { InfoPage } from "~/components/content/info-page.tsx";
import { PolicyText } from "~/components/content/policy-text.tsx";
import { loadContent } from "~/models/content.server.ts";
import { placementRulesSchema } from "~/schemas/content/people.ts";
import { policySchema } from "~/schemas/content/policy.ts";
import { contentMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/placement-policy";

/** The rules themselves are shared with the placement-cell page, so they are kept in one file, not copied. */
export function loader() {
  const page = loadContent(policySchema, "policy/placement-policy");
  return { ...page, rules: loadContent(placementRulesSchema, "people/placement-rules").rules };
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
    </InfoPage>
  );
}
