import { FeeStructure } from "~/components/content/fee-table.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { feesSchema } from "~/schemas/content/fees.ts";
import type { Route } from "./+types/fees";

/** Every figure is in content/fees/diploma.json; the Total row is computed from it. */
export const loader = () => loadContent(feesSchema, "fees/diploma");

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta({ title: loaderData?.title ?? "", description: loaderData?.description ?? "", location, matches });

export default function DiplomaFees({ loaderData }: Route.ComponentProps) {
  return <FeeStructure fees={loaderData} />;
}
