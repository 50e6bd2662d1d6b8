import type { Route } from "./+types/mission-vision";
import { MissionVisionPage } from "~/components/content/mission-vision-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "mission-vision", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function MissionVision({ loaderData }: Route.ComponentProps) {
  return <MissionVisionPage page={loaderData} />;
}
