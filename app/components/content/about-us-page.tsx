import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { Link } from "~/components/router-links.tsx";
import { PolicyText } from "./policy-text.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentText } from "./english-text.tsx";

export function AboutUsPage({ page: about }: { page: ShapeDocument<"about-us"> }) {
  return (
    <DocumentPage title={about.title}>
      {about.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {about.facts.map((fact) => (
          // The figure is the point, so it comes first visually; the label stays the term for screen readers.
          <div key={fact.label} className="flex flex-col-reverse justify-center rounded-lg bg-brand-50 p-4 text-center">
            <dt className="text-sm text-slate-700">
              <DocumentText text={fact.label} />
            </dt>
            <dd className="text-xl font-bold text-brand-900 sm:text-2xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section className="space-y-4">
        <h2 className="text-xl font-bold text-brand-900 sm:text-2xl">
          <DocumentText text={about.programmes.heading} />
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {about.programmes.items.map((programme) => (
            <li key={programme.name} className="rounded-lg border border-slate-200 p-4 shadow-sm">
              <h3 className="font-bold text-brand-900">
                {programme.href ? (
                  <Link to={programme.href} className="underline underline-offset-2 hover:text-brand-700">
                    <DocumentText text={programme.name} />
                  </Link>
                ) : (
                  programme.name
                )}
              </h3>
              <p className="mt-1 text-slate-700">
                <DocumentText text={programme.text} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <PolicyText sections={about.sections} />
      <RevisionDate />
    </DocumentPage>
  );
}
