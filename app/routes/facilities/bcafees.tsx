import { FeeStructure } from "~/components/content/fee-table.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { feesSchema } from "~/schemas/content/fees.ts";
import type { Route } from "./+types/bcafees";

/** Every figure is in content/fees/bca.json; the Total row is computed from it. */
export const loader = () => loadContent(feesSchema, "fees/bca");

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "", description: loaderData?.description ?? "", location, matches });

export default function BcaFees({ loaderData }: Route.ComponentProps) {
  return <FeeStructure fees={loaderData} />;
}
