import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/advisory";

export const loader = ({ context, url }: Route.LoaderArgs) => publishedDocumentAt(context.services.db, url, "advisory");

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.advisory"));

export default function Advisory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intro, members } = loaderData;
  return (
    <InfoPage title={t("people.advisory.title")}>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <PeopleTable
        caption={t("people.advisory.caption")}
        rows={members}
        rowKey={(member) => member.name}
        columns={[
          { header: t("people.column.name"), cell: (member) => member.name, rowHeader: true, width: "w-1/3 min-w-36" },
          { header: t("people.column.affiliation"), cell: (member) => member.affiliation },
        ]}
      />
      <RevisionDate />
    </InfoPage>
  );
}
