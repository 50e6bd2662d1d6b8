import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/visiting-faculty";
import { VisitingFacultyPage } from "~/components/content/visiting-faculty-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "visiting-faculty", datedDocument);

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.visitingFaculty"));

export default function VisitingFaculty({ loaderData }: Route.ComponentProps) {
  return <VisitingFacultyPage page={loaderData} />;
}
