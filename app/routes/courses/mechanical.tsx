import { loadContent } from "~/models/content.server.ts";
import { curriculumSchema } from "~/schemas/content/curriculum.ts";
import type { Route } from "./+types/mechanical";
import { CurriculumPage, curriculumMeta } from "./curriculum-page.tsx";

export const loader = () => loadContent(curriculumSchema, "curriculum/mechanical");

export const meta: Route.MetaFunction = (args) => curriculumMeta(args);

export default function MechanicalCurriculum({ loaderData }: Route.ComponentProps) {
  return <CurriculumPage curriculum={loaderData} />;
}
