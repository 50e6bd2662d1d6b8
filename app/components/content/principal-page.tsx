import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { PersonMessage } from "./person-message.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { useT } from "~/lib/language.tsx";

export function PrincipalPage({ page }: { page: ShapeDocument<"person-message"> }) {
  const t = useT();
  return (
    <DocumentPage title={t("people.principal.heading")}>
      <PersonMessage message={page} priority />
      <RevisionDate />
    </DocumentPage>
  );
}
