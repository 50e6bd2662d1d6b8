import { CardGrid } from "~/components/content/card-grid.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import { contentMeta } from "~/lib/meta.ts";
import { useT } from "~/lib/language.tsx";
import type { Route } from "./+types/why-gumla";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "why-gumla");

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";

export default function WhyGumla({ loaderData: page }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={page.title}>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <section className="space-y-4">
        <h2 className={headingClass}>{t("whyGumla.reasons")}</h2>
        <CardGrid cards={page.reasons} columns={2} />
      </section>
      <section className="space-y-4">
        <h2 className={headingClass}>{t("whyGumla.facilities")}</h2>
        <ul className="grid list-disc gap-x-8 gap-y-2 pl-6 marker:text-brand-700 sm:grid-cols-2">
          {page.facilities.map((facility) => (
            <li key={facility}>{facility}</li>
          ))}
        </ul>
      </section>
      <RevisionDate />
    </InfoPage>
  );
}
