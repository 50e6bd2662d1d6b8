import type { Route } from "./+types/pedagogy";
import { PedagogyPage } from "~/components/content/pedagogy-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "pedagogy", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Pedagogy({ loaderData }: Route.ComponentProps) {
  return <PedagogyPage page={loaderData} />;
}
