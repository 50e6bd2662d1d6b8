import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentImage, photoAlt } from "./document-image.tsx";
import { DocumentPage } from "./document-page.tsx";
import { PeopleTable } from "./people-table.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { formatDate } from "~/core/format-date.ts";
import { useLanguage, useT } from "~/lib/language.tsx";
import { DocumentText } from "./english-text.tsx";

export function AdmissionDepartmentPage({ page }: { page: ShapeDocument<"admission-department"> }) {
  const t = useT();
  const language = useLanguage();
  const { intro, staff } = page;
  return (
    <DocumentPage title={t("people.admissionDepartment.title")} wide>
      {intro.map((paragraph) => (
        <p key={paragraph} className="max-w-4xl">
          <DocumentText text={paragraph} />
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
              <DocumentImage
                src={member.photo.src}
                width={50}
                height={50}
                widths={[50, 100]}
                sizes="50px"
                alt={photoAlt(member.photo, member.name)}
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
            cell: (member) => <time dateTime={member.dateOfJoining}>{formatDate(member.dateOfJoining, language)}</time>,
          },
        ]}
      />
      <RevisionDate />
    </DocumentPage>
  );
}
