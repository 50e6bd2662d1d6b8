import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { PersonMessage } from "./person-message.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { useT } from "~/lib/language.tsx";

export function DirectorMessagePage({ page }: { page: ShapeDocument<"director-messages"> }) {
  const t = useT();
  return (
    <DocumentPage title={t("people.directorMessage.title")}>
      {page.messages.map((message, index) => (
        <PersonMessage key={message.name} message={message} priority={index === 0} />
      ))}
      <RevisionDate />
    </DocumentPage>
  );
}
