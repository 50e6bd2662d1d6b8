import { FeeStructure } from "~/components/content/fee-table.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { pageContentOf } from "~/route-list.ts";
import { feesSchema } from "~/schemas/content/fees.ts";
import type { Route } from "./+types/fees-page";

/**
 * A fee structure (diploma, BCA, working professionals): the page list says which content/fees/ file a path shows.
 * Every figure is in that file; the Total row is computed from it.
 */
export const loader = ({ url }: Route.LoaderArgs) => loadContent(feesSchema, pageContentOf(url));

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function FeesPage({ loaderData }: Route.ComponentProps) {
  return <FeeStructure fees={loaderData} />;
}
