import { InfoPage } from "~/components/content/info-page.tsx";
import { PersonMessage } from "~/components/content/person-message.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { directorMessagesSchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/director-message";

export function loader() {
  return loadContent(directorMessagesSchema, "people/director-message");
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.directorMessage"));

export default function DirectorMessage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("people.directorMessage.title")}>
      {loaderData.messages.map((message, index) => (
        <PersonMessage key={message.name} message={message} priority={index === 0} />
      ))}
    </InfoPage>
  );
}
