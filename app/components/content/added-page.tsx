import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import type { PolicyView } from "./policy-page.tsx";
import { AdvisoryDocument } from "./advisory-document.tsx";
import { PolicyDocument } from "./policy-text.tsx";

/** A page an editor added as its loading gives it: its own title names it (and an advisory page's table). */
export type AddedPageView = { title: string } & (
  | { shape: "policy"; document: ShapeDocument<"policy">; documents: PolicyView["documents"] }
  | { shape: "advisory"; document: ShapeDocument<"advisory"> }
);

/** A page an editor added (decision 043): a text page, or a table of people named by the page's own title. */
export function AddedPage({ page }: { page: AddedPageView }) {
  return page.shape === "policy" ? (
    <PolicyDocument policy={page.document} documents={page.documents} />
  ) : (
    <AdvisoryDocument title={page.title} caption={page.title} advisory={page.document} />
  );
}
