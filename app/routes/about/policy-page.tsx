import { InfoPage } from "~/components/content/info-page.tsx";
import { LastUpdated, PolicyText } from "~/components/content/policy-text.tsx";
import type { Policy } from "~/schemas/content/policy.ts";

/** The body shared by the text-only pages (refund, terms, privacy, placement policy, notice). */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <InfoPage title={policy.title}>
      <PolicyText sections={policy.sections} />
      {policy.lastUpdated ? <LastUpdated date={policy.lastUpdated} /> : null}
    </InfoPage>
  );
}
