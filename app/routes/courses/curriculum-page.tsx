import type { Route } from "./+types/curriculum-page";
import { CurriculumPage } from "~/components/content/curriculum-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

/**
 * The page of one diploma branch (civil, electrical, mechanical, mining): the published curriculum document at the
 * page's address.
 */
export const loader = (args: Route.LoaderArgs) => publishedView(args, "curriculum", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function CurriculumRoute({ loaderData }: Route.ComponentProps) {
  return <CurriculumPage page={loaderData} />;
}
