import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { SchemeCards } from "~/components/content/scheme-cards.tsx";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import { contentMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/scholarship";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "scholarship");

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Scholarships({ loaderData: page }: Route.ComponentProps) {
  return (
    <InfoPage title={page.title} wide>
      {page.intro.map((paragraph) => (
        <p key={paragraph} className="max-w-3xl">
          {paragraph}
        </p>
      ))}
      {page.notes.map((note) => (
        <p key={note} className="max-w-3xl rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 font-semibold">
          {note}
        </p>
      ))}
      <SchemeCards schemes={page.schemes} />
      <RevisionDate />
    </InfoPage>
  );
}
