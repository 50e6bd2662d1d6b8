import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/principal";
import { PrincipalPage } from "~/components/content/principal-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "person-message", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.principal"));

export default function Principal({ loaderData }: Route.ComponentProps) {
  return <PrincipalPage page={loaderData} />;
}
