import type { Route } from "./+types/campus";
import { CampusPage } from "~/components/content/campus-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

/** Every room and area is in content/campus/campus.json. */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "campus", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Campus({ loaderData }: Route.ComponentProps) {
  return <CampusPage page={loaderData} />;
}
