import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { VirtualLabDocument } from "./virtual-lab-document.tsx";

/** The virtual lab page: drawn as every page of its shape is, editors' pages too. */
export function VirtualLabPage({ page }: { page: ShapeDocument<"virtual-lab"> }) {
  return <VirtualLabDocument lab={page} />;
}
