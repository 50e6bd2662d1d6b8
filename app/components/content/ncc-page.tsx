import "~/messages/static-page-messages.ts";
import type { DocumentInfo } from "~/models/content.server.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentLink } from "./document-link.tsx";
import { DocumentPage } from "./document-page.tsx";
import { DocumentText } from "./english-text.tsx";
import { PolicyText } from "./policy-text.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { useT } from "~/lib/language.tsx";

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";

export function NccPage({ page: ncc }: { page: ShapeDocument<"ncc"> & { letterDocument: DocumentInfo } }) {
  const t = useT();
  return (
    <DocumentPage title={ncc.title}>
      {ncc.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <figure className="rounded-lg bg-brand-900 p-6 text-center text-white">
        <figcaption className="text-sm uppercase tracking-wide text-accent-400">{t("ncc.motto")}</figcaption>
        <p className="mt-1 text-2xl font-bold sm:text-3xl">
          <DocumentText text={ncc.motto} />
        </p>
      </figure>
      <PolicyText sections={ncc.sections} />
      <section className="space-y-4">
        <h2 className={headingClass}>{t("ncc.documents")}</h2>
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
          <li>
            <DocumentLink document={ncc.letterDocument} newTab />
          </li>
          {ncc.links.map((link) => (
            <li key={link.href}>
              <SmartLink
                to={link.href}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                <DocumentText text={link.label} />
              </SmartLink>
            </li>
          ))}
        </ul>
        <SmartLink
          to={ncc.apply.href}
          className="inline-block rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <DocumentText text={ncc.apply.label} />
        </SmartLink>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
