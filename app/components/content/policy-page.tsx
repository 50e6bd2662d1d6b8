import type { DocumentSize } from "~/models/documents.server.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { PolicyDocument } from "./policy-text.tsx";

/** A text page as its loading gives it: the document, and the format and size of each document it links to. */
export type PolicyView = ShapeDocument<"policy"> & { documents: Readonly<Record<string, DocumentSize>> };

/** A text-only page (notice, refund, terms, privacy): its text, each link to a document saying its size. */
export function PolicyPage({ page }: { page: PolicyView }) {
  return <PolicyDocument policy={page} documents={page.documents} />;
}
