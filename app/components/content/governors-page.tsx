import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { useT } from "~/lib/language.tsx";
import { GovernorsDocument } from "./governors-document.tsx";

/** The Board of Governors page: its title and caption from the catalogue, drawn as every page of its shape is. */
export function GovernorsPage({ page }: { page: ShapeDocument<"governors"> }) {
  const t = useT();
  return (
    <GovernorsDocument title={t("people.governors.title")} caption={t("people.governors.caption")} governors={page} />
  );
}
