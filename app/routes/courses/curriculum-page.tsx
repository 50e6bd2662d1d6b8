import { CurriculumTabs } from "~/components/content/curriculum-tabs.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/curriculum-page";

/**
 * The page of one diploma branch (civil, electrical, mechanical, mining): the published curriculum document at the
 * page's address.
 */
export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "curriculum");

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

/** Intro, the semester tabs, then the notes that apply to every semester. */
export default function CurriculumPage({ loaderData: curriculum }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={curriculum.title} wide>
      <div className="max-w-4xl space-y-4">
        {curriculum.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="curriculum-heading" className="space-y-4">
        <h2 id="curriculum-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
          {t("content.curriculum.heading")}
        </h2>
        <CurriculumTabs semesters={curriculum.semesters} />
      </section>
      <section aria-labelledby="curriculum-notes" className="max-w-4xl">
        <h2 id="curriculum-notes" className="mb-2 text-xl font-bold text-brand-900 sm:text-2xl">
          {t("content.curriculum.notes")}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {curriculum.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </InfoPage>
  );
}
