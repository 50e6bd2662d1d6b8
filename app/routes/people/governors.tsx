import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/governors";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "governors");

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.governors"));

export default function Governors({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intro, members } = loaderData;
  return (
    <InfoPage title={t("people.governors.title")}>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <PeopleTable
        caption={t("people.governors.caption")}
        rows={members}
        rowKey={(member) => member.name}
        columns={[
          { header: t("people.column.name"), cell: (member) => member.name, rowHeader: true, width: "w-1/4 min-w-36" },
          { header: t("people.column.designation"), cell: (member) => member.designation, narrow: true },
          { header: t("people.column.credentials"), cell: (member) => member.credentials, width: "min-w-48" },
        ]}
      />
      <RevisionDate />
    </InfoPage>
  );
}
