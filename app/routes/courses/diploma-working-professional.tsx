import type { Route } from "./+types/diploma-working-professional";
import { WorkingProfessionalPage } from "~/components/content/working-professional-page.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedView, workingProfessionalData } from "~/routes/page-views.server.ts";

export const loader = (args: Route.LoaderArgs) => publishedView(args, "course-page", workingProfessionalData);

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData?.page);

export default function DiplomaWorkingProfessional({ loaderData }: Route.ComponentProps) {
  return <WorkingProfessionalPage page={loaderData} />;
}
