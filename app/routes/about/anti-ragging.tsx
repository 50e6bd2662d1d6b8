import type { Route } from "./+types/anti-ragging";
import { AntiRaggingPage } from "~/components/content/anti-ragging-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "anti-ragging", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function AntiRagging({ loaderData }: Route.ComponentProps) {
  return <AntiRaggingPage page={loaderData} />;
}
