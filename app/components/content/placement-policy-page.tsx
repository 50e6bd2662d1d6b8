import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { PolicyText } from "./policy-text.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentText } from "./english-text.tsx";

export function PlacementPolicyPage({ page }: { page: ShapeDocument<"policy"> & { rules: string[] } }) {
  return (
    <DocumentPage title={page.title}>
      <PolicyText sections={page.sections} />
      <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">
        {page.rules.map((rule) => (
          <li key={rule}>
            <DocumentText text={rule} />
          </li>
        ))}
      </ol>
      <RevisionDate />
    </DocumentPage>
  );
}
