import "~/messages/static-page-messages.ts";
import type { WhyGumla } from "~/schemas/content/about.ts";
import { CardGrid } from "./card-grid.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentPage } from "./document-page.tsx";
import { useT } from "~/lib/language.tsx";
import { DocumentText } from "./english-text.tsx";

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";

/**
 * A page of the why-gumla shape: paragraphs, reasons as cards, then a list of facilities (under the shape's own
 * headings). Why Gumla and any page of that shape an editor adds draw it.
 */
export function WhyGumlaDocument({ page }: { page: WhyGumla }) {
  const t = useT();
  return (
    <DocumentPage title={page.title}>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <section className="space-y-4">
        <h2 className={headingClass}>{t("whyGumla.reasons")}</h2>
        <CardGrid cards={page.reasons} columns={2} />
      </section>
      <section className="space-y-4">
        <h2 className={headingClass}>{t("whyGumla.facilities")}</h2>
        <ul className="grid list-disc gap-x-8 gap-y-2 pl-6 marker:text-brand-700 sm:grid-cols-2">
          {page.facilities.map((facility) => (
            <li key={facility}>
              <DocumentText text={facility} />
            </li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
