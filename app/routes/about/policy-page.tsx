import { PolicyDocument } from "~/components/content/policy-text.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/policy-page";

/**
 * A text-only page (notice, refund, terms, privacy, and any policy page an editor adds): the published policy
 * document at the page's address.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await publishedPageAt(context.services.db, url, "policy");
  // The privacy policy carries the date its text took effect: that is the "Last updated" it shows, not the publish.
  return { ...page.document, revisedOn: revisedOn([page], page.document.lastUpdated) };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function PolicyPage({ loaderData: policy }: Route.ComponentProps) {
  return <PolicyDocument policy={policy} />;
}
