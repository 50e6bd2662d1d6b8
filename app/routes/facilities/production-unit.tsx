import type { Route } from "./+types/production-unit";
import { ProductionUnitPage } from "~/components/content/production-unit-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { productionUnitData, publishedView } from "~/routes/page-views.server.ts";

/** Products are in the page's published document; brochure sizes come from the files themselves. */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "production-unit", productionUnitData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function ProductionUnit({ loaderData }: Route.ComponentProps) {
  return <ProductionUnitPage page={loaderData} />;
}
