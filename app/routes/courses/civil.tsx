import { loadContent } from "~/models/content.server.ts";
import { curriculumSchema } from "~/schemas/content/curriculum.ts";
import type { Route } from "./+types/civil";
import { CurriculumPage, curriculumMeta } from "./curriculum-page.tsx";

export const loader = () => loadContent(curriculumSchema, "curriculum/civil");

export const meta: Route.MetaFunction = (args) => curriculumMeta(args);

export default function CivilCurriculum({ loaderData }: Route.ComponentProps) {
  return <CurriculumPage curriculum={loaderData} />;
}
