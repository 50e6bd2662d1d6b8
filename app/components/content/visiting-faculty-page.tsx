import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { useT } from "~/lib/language.tsx";
import { VisitingFacultyDocument } from "./visiting-faculty-document.tsx";

/** The visiting faculty page: its title and caption from the catalogue, drawn as every page of its shape is. */
export function VisitingFacultyPage({ page }: { page: ShapeDocument<"visiting-faculty"> }) {
  const t = useT();
  return (
    <VisitingFacultyDocument
      title={t("people.visitingFaculty.title")}
      caption={t("people.visitingFaculty.caption")}
      faculty={page}
    />
  );
}
