import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { CampusDocument } from "./campus-document.tsx";

/** The campus page (/campus): drawn as every page of its shape is, editors' pages too. */
export function CampusPage({ page }: { page: ShapeDocument<"campus"> }) {
  return <CampusDocument campus={page} />;
}
