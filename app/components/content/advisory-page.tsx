import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { AdvisoryDocument } from "./advisory-document.tsx";
import { useT } from "~/lib/language.tsx";

export function AdvisoryPage({ page }: { page: ShapeDocument<"advisory"> }) {
  const t = useT();
  return <AdvisoryDocument title={t("people.advisory.title")} caption={t("people.advisory.caption")} advisory={page} />;
}
