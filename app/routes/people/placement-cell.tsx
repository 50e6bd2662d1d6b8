import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/placement-cell";
import { PlacementCellPage } from "~/components/content/placement-cell-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { placementCellData, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "placement-cell", placementCellData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.placementCell"));

export default function PlacementCell({ loaderData }: Route.ComponentProps) {
  return <PlacementCellPage page={loaderData} />;
}
