import "~/messages/static-page-messages.ts";
import type { Route } from "./+types/admission-department";
import { AdmissionDepartmentPage } from "~/components/content/admission-department-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { datedDocument, publishedView } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "admission-department", datedDocument);

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "people.admissionDepartment"));

export default function AdmissionDepartment({ loaderData }: Route.ComponentProps) {
  return <AdmissionDepartmentPage page={loaderData} />;
}
