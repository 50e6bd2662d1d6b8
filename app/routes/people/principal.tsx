import { InfoPage } from "~/components/content/info-page.tsx";
import { PersonMessage } from "~/components/content/person-message.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { personMessageSchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/principal";

const TITLE = "Principal";

export function loader() {
  return loadContent(personMessageSchema, "people/principal");
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Principal's Message",
    description:
      "A message from the principal of the polytechnic college in Gumla to students and parents: learning by doing, discipline and placement.",
    location,
    matches,
  });

export default function Principal({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPage title={TITLE}>
      <PersonMessage message={loaderData} priority />
    </InfoPage>
  );
}
