import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PersonMessage } from "~/components/content/person-message.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/principal";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "person-message");

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.principal"));

export default function Principal({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("people.principal.heading")}>
      <PersonMessage message={loaderData} priority />
      <RevisionDate />
    </InfoPage>
  );
}
