import { CardGrid } from "~/components/content/card-grid.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import { contentMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/pedagogy";

export const loader = ({ context, url }: Route.LoaderArgs) => publishedDocumentAt(context.services.db, url, "pedagogy");

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Pedagogy({ loaderData: page }: Route.ComponentProps) {
  return (
    <InfoPage title={page.title}>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <CardGrid cards={page.methods} headingLevel={2} columns={2} />
      <RevisionDate />
    </InfoPage>
  );
}
