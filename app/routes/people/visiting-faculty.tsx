import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/visiting-faculty";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "visiting-faculty");

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "people.visitingFaculty"));

export default function VisitingFaculty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intro, members } = loaderData;
  return (
    <InfoPage title={t("people.visitingFaculty.title")} wide>
      {intro.map((paragraph) => (
        <p key={paragraph} className="max-w-4xl">
          {paragraph}
        </p>
      ))}
      <PeopleTable
        caption={t("people.visitingFaculty.caption")}
        rows={members}
        rowKey={(member) => member.name}
        columns={[
          { header: t("people.column.number"), cell: (_member, index) => index + 1, narrow: true },
          { header: t("people.column.name"), cell: (member) => member.name, rowHeader: true, width: "w-1/5 min-w-40" },
          { header: t("people.column.designation"), cell: (member) => member.designation, width: "w-1/5 min-w-44" },
          { header: t("people.column.qualification"), cell: (member) => member.qualification, width: "w-1/5 min-w-44" },
          { header: t("people.column.pastExperience"), cell: (member) => member.pastExperience, width: "min-w-56" },
        ]}
      />
      <RevisionDate />
    </InfoPage>
  );
}
