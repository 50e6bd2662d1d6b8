import type { Route } from "./+types/ncc";
import { NccPage } from "~/components/content/ncc-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { nccData, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "ncc", nccData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Ncc({ loaderData }: Route.ComponentProps) {
  return <NccPage page={loaderData} />;
}
