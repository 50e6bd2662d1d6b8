import "~/messages/static-page-messages.ts";
import type { ReactNode } from "react";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { Link } from "~/components/router-links.tsx";
import { DocumentImage } from "~/components/content/document-image.tsx";
import { DocumentLink } from "~/components/content/document-link.tsx";
import { DocumentPage } from "./document-page.tsx";
import { useT } from "~/lib/language.tsx";
import type { DocumentInfo } from "~/models/content.server.ts";
import type { CoursePage } from "~/schemas/content/course-page.ts";
import { DocumentText } from "./english-text.tsx";

/** A course page as its loading gives it: the document, and its brochure's format and size. */
export interface CourseView {
  page: CoursePage;
  document: DocumentInfo;
}

interface Props {
  page: CoursePage;
  document: DocumentInfo;
  /** Extra facts from the database (seats), placed in the fact list. */
  facts?: { term: string; detail: ReactNode }[];
  /** Page-specific content after the fact list (e.g. the seats per branch). */
  children?: ReactNode;
}

/**
 * A course described by a text and its printed brochure: the brochure's pages are pictures that each open the
 * PDF in a new tab, and the PDF link says its format and size for visitors on mobile data.
 */
export function CoursePageView({ page, document, facts = [], children }: Props) {
  const t = useT();
  const allFacts = [...page.facts, ...facts];
  return (
    <DocumentPage title={page.title}>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <section aria-labelledby="course-facts">
        <h2 id="course-facts" className="mb-3 text-xl font-bold text-brand-900 sm:text-2xl">
          {t("course.atAGlance")}
        </h2>
        <dl className="grid gap-x-6 sm:grid-cols-[auto_1fr] sm:gap-y-2">
          {allFacts.map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="font-semibold">
                <DocumentText text={fact.term} />
              </dt>
              <dd className="mb-3 sm:mb-0">
                {typeof fact.detail === "string" ? <DocumentText text={fact.detail} /> : fact.detail}
              </dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-semibold">{t("course.fees")}</dt>
            <dd>
              <Link to={page.feesLink.to} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                <DocumentText text={page.feesLink.label} />
              </Link>
            </dd>
          </div>
        </dl>
      </section>
      {children}
      <section aria-labelledby="course-brochure" className="space-y-4">
        <h2 id="course-brochure" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {t("course.brochure")}
        </h2>
        <p>
          <DocumentLink document={document} newTab />
        </p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.pages.map((picture) => (
            <li key={picture.src}>
              <a
                href={document.href}
                target="_blank"
                rel="noopener"
                className="block rounded border border-slate-200 shadow-sm hover:shadow-md"
              >
                <DocumentImage
                  src={picture.src}
                  width={picture.width}
                  height={picture.height}
                  alt={picture.alt}
                  widths={[320, 480, 640, 800, 960]}
                  sizes="(min-width: 640px) 50vw, 100vw"
                  className="h-auto w-full rounded"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
