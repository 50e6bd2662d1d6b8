import { CardGrid } from "~/components/content/card-grid.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { loadContent } from "~/models/content.server.ts";
import { pedagogySchema } from "~/schemas/content/about.ts";
import { contentMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/pedagogy";

export const loader = () => loadContent(pedagogySchema, "about/pedagogy");

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

export default function Pedagogy({ loaderData: page }: Route.ComponentProps) {
  return (
    <InfoPage title={page.title}>
      {page.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <CardGrid cards={page.methods} headingLevel={2} columns={2} />
    </InfoPage>
  );
}
