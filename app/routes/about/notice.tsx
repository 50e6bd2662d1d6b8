import { loadContent } from "~/models/content.server.ts";
import { policySchema } from "~/schemas/content/policy.ts";
import { contentMeta } from "./content-meta.ts";
import { PolicyPage } from "./policy-page.tsx";
import type { Route } from "./+types/notice";

export const loader = () => loadContent(policySchema, "policy/notice");

export const meta: Route.MetaFunction = (args) => contentMeta(args);

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData} />;
}
