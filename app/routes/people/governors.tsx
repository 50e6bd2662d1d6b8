import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/governors";
import { GovernorsPage } from "~/components/content/governors-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "governors", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.governors"));

export default function Governors({ loaderData }: Route.ComponentProps) {
  return <GovernorsPage page={loaderData} />;
}
