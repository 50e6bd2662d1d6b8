import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/advisory";
import { AdvisoryPage } from "~/components/content/advisory-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "advisory", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.advisory"));

export default function Advisory({ loaderData }: Route.ComponentProps) {
  return <AdvisoryPage page={loaderData} />;
}
