import { InfoPage } from "~/components/content/info-page.tsx";
import { PersonMessage } from "~/components/content/person-message.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { loadContent } from "~/models/content.server.ts";
import { personMessageSchema } from "~/schemas/content/people.ts";
import type { Route } from "./+types/principal";

export function loader() {
  return loadContent(personMessageSchema, "people/principal");
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.principal"));

export default function Principal({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("people.principal.heading")}>
      <PersonMessage message={loaderData} priority />
    </InfoPage>
  );
}
