import { loadContent } from "~/models/content.server.ts";
import { curriculumSchema } from "~/schemas/content/curriculum.ts";
import type { Route } from "./+types/mining";
import { CurriculumPage, curriculumMeta } from "./curriculum-page.tsx";

export const loader = () => loadContent(curriculumSchema, "curriculum/mining");

export const meta: Route.MetaFunction = (args) => curriculumMeta(args);

export default function MiningCurriculum({ loaderData }: Route.ComponentProps) {
  return <CurriculumPage curriculum={loaderData} />;
}
