import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { LinkTable } from "~/components/content/link-table.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/virtual-lab";

/** Experiments and their links are in content/virtual-lab/virtual-lab.json. */
export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "virtual-lab");

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function VirtualLab({ loaderData: lab }: Route.ComponentProps) {
  return (
    <InfoPage title={lab.title}>
      {lab.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {lab.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="space-y-4">
          <h2 id={section.id} className="border-b-2 border-accent-400 pb-1 text-xl font-bold text-brand-900">
            {section.heading}
          </h2>
          {section.courses.map((course) => (
            <LinkTable key={course.name} caption={course.name} items={course.experiments} />
          ))}
        </section>
      ))}
      <RevisionDate />
    </InfoPage>
  );
}
