import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PersonMessage } from "~/components/content/person-message.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/director-message";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "director-messages");

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.directorMessage"));

export default function DirectorMessage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("people.directorMessage.title")}>
      {loaderData.messages.map((message, index) => (
        <PersonMessage key={message.name} message={message} priority={index === 0} />
      ))}
      <RevisionDate />
    </InfoPage>
  );
}
