import { loadContent } from "~/models/content.server.ts";
import { policySchema } from "~/schemas/content/policy.ts";
import { contentMeta } from "./content-meta.ts";
import { PolicyPage } from "./policy-page.tsx";
import type { Route } from "./+types/privacy-policy";

export const loader = () => loadContent(policySchema, "policy/privacy-policy");

export const meta: Route.MetaFunction = (args) => contentMeta(args);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />;
}
