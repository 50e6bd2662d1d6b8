import type { Route } from "./+types/placement-policy";
import { PlacementPolicyPage } from "~/components/content/placement-policy-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { placementPolicyData, publishedView } from "~/routes/page-views.server.ts";

/** The rules themselves are shared with the placement-cell page, so they are one block, not copied. */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "policy", placementPolicyData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function PlacementPolicy({ loaderData }: Route.ComponentProps) {
  return <PlacementPolicyPage page={loaderData} />;
}
