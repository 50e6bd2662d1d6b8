import type { ReactNode } from "react";
import type { AddableShape, AddedPage } from "~/models/added-pages.server.ts";
import type { DocumentSize } from "~/models/documents.server.ts";
import { AdvisoryDocument } from "./advisory-document.tsx";
import { CampusDocument } from "./campus-document.tsx";
import { FeeStructure } from "./fee-table.tsx";
import { GovernorsDocument } from "./governors-document.tsx";
import { PolicyDocument } from "./policy-text.tsx";
import { VirtualLabDocument } from "./virtual-lab-document.tsx";
import { VisitingFacultyDocument } from "./visiting-faculty-document.tsx";
import { WhyGumlaDocument } from "./why-gumla-document.tsx";

/** Format and size of the documents a text page links to, by address. */
type Documents = Readonly<Record<string, DocumentSize>>;

type PageOf<S extends AddableShape> = Extract<AddedPage, { shape: S }>;

/**
 * How each addable shape is drawn (decision 049): with the component the spec's page of that shape uses. The
 * people tables have no title of their own in their document: the page's title names the page and its table.
 */
const drawers: { [S in AddableShape]: (page: PageOf<S>, documents: Documents) => ReactNode } = {
  policy: (page, documents) => <PolicyDocument policy={page.document} documents={documents} />,
  advisory: (page) => <AdvisoryDocument title={page.title} caption={page.title} advisory={page.document} />,
  governors: (page) => <GovernorsDocument title={page.title} caption={page.title} governors={page.document} />,
  "visiting-faculty": (page) => (
    <VisitingFacultyDocument title={page.title} caption={page.title} faculty={page.document} />
  ),
  "why-gumla": (page) => <WhyGumlaDocument page={page.document} />,
  "virtual-lab": (page) => <VirtualLabDocument lab={page.document} />,
  campus: (page) => <CampusDocument campus={page.document} />,
  fees: (page) => <FeeStructure fees={page.document} />,
};

/** A published page an editor added, drawn as its shape's pages are. */
export function AddedPageDocument({ page, documents }: { page: AddedPage; documents?: Documents }) {
  const draw = drawers[page.shape] as (page: AddedPage, documents: Documents) => ReactNode;
  return draw(page, documents ?? {});
}
