import type { VirtualLab } from "~/schemas/content/virtual-lab.ts";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { LinkTable } from "./link-table.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * A page of the virtual-lab shape: paragraphs, then a section per heading with a table of links for each course.
 * The Virtual Lab page and any page of that shape an editor adds draw it.
 */
export function VirtualLabDocument({ lab }: { lab: VirtualLab }) {
  return (
    <DocumentPage title={lab.title}>
      {lab.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      {lab.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="space-y-4">
          <h2 id={section.id} className="border-b-2 border-accent-400 pb-1 text-xl font-bold text-brand-900">
            <DocumentText text={section.heading} />
          </h2>
          {section.courses.map((course) => (
            <LinkTable key={course.name} caption={course.name} items={course.experiments} />
          ))}
        </section>
      ))}
      <RevisionDate />
    </DocumentPage>
  );
}
