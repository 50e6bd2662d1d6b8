import { PolicyPage } from "~/components/content/policy-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { policyPageData, publishedView } from "~/routes/page-views.server.ts";
import type { Route } from "./+types/policy-page";

/**
 * A text-only page (notice, refund, terms, privacy, and any policy page an editor adds): the published policy
 * document at the page's address.
 */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "policy", policyPageData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function PolicyRoute({ loaderData }: Route.ComponentProps) {
  return <PolicyPage page={loaderData} />;
}
