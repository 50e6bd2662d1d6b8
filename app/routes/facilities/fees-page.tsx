import { FeeStructure } from "~/components/content/fee-table.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";
import type { Route } from "./+types/fees-page";

/**
 * A fee structure (diploma, BCA, working professionals): the published fee document at the page's address. Every
 * figure is in that document; the Total row is computed from it.
 */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "fees", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function FeesPage({ loaderData }: Route.ComponentProps) {
  return <FeeStructure fees={loaderData} />;
}
