import type { Route } from "./+types/about-us";
import { AboutUsPage } from "~/components/content/about-us-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "about-us", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutUsPage page={loaderData} />;
}
