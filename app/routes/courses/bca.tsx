import type { Route } from "./+types/bca";
import { BcaPage } from "~/components/content/bca-page.tsx";
import { bcaData, publishedView } from "~/routes/page-views.server.ts";
import { contentMeta } from "~/lib/meta.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "course-page", bcaData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData?.page);

export default function Bca({ loaderData }: Route.ComponentProps) {
  return <BcaPage page={loaderData} />;
}
