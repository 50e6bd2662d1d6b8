import { loadContent } from "~/models/content.server.ts";
import { policySchema } from "~/schemas/content/policy.ts";
import { contentMeta } from "./content-meta.ts";
import { PolicyPage } from "./policy-page.tsx";
import type { Route } from "./+types/terms-condition";

export const loader = () => loadContent(policySchema, "policy/terms-condition");

export const meta: Route.MetaFunction = (args) => contentMeta(args);

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />;
}
