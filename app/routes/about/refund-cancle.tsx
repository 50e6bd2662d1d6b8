import { loadContent } from "~/models/content.server.ts";
import { policySchema } from "~/schemas/content/policy.ts";
import { contentMeta } from "./content-meta.ts";
import { PolicyPage } from "./policy-page.tsx";
import type { Route } from "./+types/refund-cancle";

export const loader = () => loadContent(policySchema, "policy/refund-cancle");

export const meta: Route.MetaFunction = (args) => contentMeta(args);

export default function RefundPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />;
}
