import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { SchemeCards } from "./scheme-cards.tsx";
import { DocumentText } from "./english-text.tsx";

export function ScholarshipPage({ page }: { page: ShapeDocument<"scholarship"> }) {
  return (
    <DocumentPage title={page.title} wide>
      {page.intro.map((paragraph) => (
        <p key={paragraph} className="max-w-3xl">
          <DocumentText text={paragraph} />
        </p>
      ))}
      {page.notes.map((note) => (
        <p key={note} className="max-w-3xl rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 font-semibold">
          <DocumentText text={note} />
        </p>
      ))}
      <SchemeCards schemes={page.schemes} />
      <RevisionDate />
    </DocumentPage>
  );
}
