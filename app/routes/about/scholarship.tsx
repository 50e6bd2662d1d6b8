import type { Route } from "./+types/scholarship";
import { ScholarshipPage } from "~/components/content/scholarship-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "scholarship", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Scholarships({ loaderData }: Route.ComponentProps) {
  return <ScholarshipPage page={loaderData} />;
}
