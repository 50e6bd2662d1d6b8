import { InfoPage } from "~/components/content/info-page.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { PeopleTable } from "~/components/content/people-table.tsx";
import { formatDate } from "~/core/format-date.ts";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import type { Route } from "./+types/admission-department";

export const loader = ({ context, url }: Route.LoaderArgs) =>
  publishedDocumentAt(context.services.db, url, "admission-department");

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "people.admissionDepartment"));

export default function AdmissionDepartment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { intro, staff } = loaderData;
  return (
    <InfoPage title={t("people.admissionDepartment.title")} wide>
      {intro.map((paragraph) => (
        <p key={paragraph} className="max-w-4xl">
          {paragraph}
        </p>
      ))}
      <PeopleTable
        caption={t("people.admissionDepartment.caption")}
        rows={staff}
        rowKey={(member) => member.name}
        columns={[
          {
            header: t("people.column.photo"),
            narrow: true,
            // Shown at 50 px; the file is 100 px so it stays sharp on a phone's dense screen.
            cell: (member) => (
              <img
                src={member.photo.src}
                width={50}
                height={50}
                alt={member.name}
                loading="lazy"
                className="block size-[50px] max-w-none rounded bg-slate-100 object-cover"
              />
            ),
          },
          { header: t("people.column.name"), cell: (member) => member.name, rowHeader: true, width: "w-1/5 min-w-40" },
          { header: t("people.column.designation"), cell: (member) => member.designation, width: "w-1/5 min-w-36" },
          { header: t("people.column.qualification"), cell: (member) => member.qualification, width: "w-1/5 min-w-32" },
          { header: t("people.column.experience"), cell: (member) => member.experience, width: "min-w-28" },
          {
            header: t("people.column.joined"),
            narrow: true,
            cell: (member) => <time dateTime={member.dateOfJoining}>{formatDate(member.dateOfJoining)}</time>,
          },
        ]}
      />
      <RevisionDate />
    </InfoPage>
  );
}
