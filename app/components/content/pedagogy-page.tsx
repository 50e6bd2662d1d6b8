import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { CardGrid } from "./card-grid.tsx";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentText } from "./english-text.tsx";

export function PedagogyPage({ page }: { page: ShapeDocument<"pedagogy"> }) {
  return (
    <DocumentPage title={page.title}>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <CardGrid cards={page.methods} headingLevel={2} columns={2} />
      <RevisionDate />
    </DocumentPage>
  );
}
