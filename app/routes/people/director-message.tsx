import { InfoPage } from "~/components/content/info-page.tsx";
import { PersonMessage } from "~/components/content/person-message.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { directorMessagesSchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/director-message";

const TITLE = "Director's Message";

export function loader() {
  return loadContent(directorMessagesSchema, "people/director-message");
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "Messages from the three directors of the college in Gumla on its purpose, its support for students and its link with industry.",
    location,
    matches,
  });

export default function DirectorMessage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage title={TITLE}>
      {loaderData.messages.map((message, index) => (
        <PersonMessage key={message.name} message={message} priority={index === 0} />
      ))}
    </InfoPage>
  );
}
