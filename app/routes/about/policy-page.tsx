import { PolicyDocument } from "~/components/content/policy-text.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { pageContentOf } from "~/route-list.ts";
import { policySchema } from "~/schemas/content/policy.ts";
import type { Route } from "./+types/policy-page";

/**
 * A text-only page (notice, refund, terms, privacy): the page list says which content/policy/ file a path shows.
 */
export const loader = ({ url }: Route.LoaderArgs) => loadContent(policySchema, pageContentOf(url));

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function PolicyPage({ loaderData: policy }: Route.ComponentProps) {
  return <PolicyDocument policy={policy} />;
}
