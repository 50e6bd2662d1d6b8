import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { WhyGumlaDocument } from "./why-gumla-document.tsx";

/** The Why Gumla page: drawn as every page of its shape is, editors' pages too. */
export function WhyGumlaPage({ page }: { page: ShapeDocument<"why-gumla"> }) {
  return <WhyGumlaDocument page={page} />;
}
