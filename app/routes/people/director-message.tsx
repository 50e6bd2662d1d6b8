import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/director-message";
import { DirectorMessagePage } from "~/components/content/director-message-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "director-messages", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.directorMessage"));

export default function DirectorMessage({ loaderData }: Route.ComponentProps) {
  return <DirectorMessagePage page={loaderData} />;
}
