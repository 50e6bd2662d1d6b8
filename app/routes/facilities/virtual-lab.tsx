import type { Route } from "./+types/virtual-lab";
import { VirtualLabPage } from "~/components/content/virtual-lab-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

/** Experiments and their links are in content/virtual-lab/virtual-lab.json. */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "virtual-lab", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function VirtualLab({ loaderData }: Route.ComponentProps) {
  return <VirtualLabPage page={loaderData} />;
}
