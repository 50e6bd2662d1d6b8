import type { Route } from "./+types/why-gumla";
import { WhyGumlaPage } from "~/components/content/why-gumla-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "why-gumla", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function WhyGumla({ loaderData }: Route.ComponentProps) {
  return <WhyGumlaPage page={loaderData} />;
}
