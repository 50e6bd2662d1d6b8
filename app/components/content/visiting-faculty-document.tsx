import "~/messages/static-page-messages.ts";
import type { z } from "zod";
import type { visitingFacultySchema } from "~/schemas/content/people.ts";
import { useT } from "~/lib/language.tsx";
import { DocumentPage } from "./document-page.tsx";
import { PeopleTable } from "./people-table.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * A page of the visiting-faculty shape: paragraphs, then a numbered table of people with their designation,
 * qualification and past experience. Visiting Faculty and any page of that shape an editor adds draw it.
 */
export function VisitingFacultyDocument({
  title,
  caption,
  faculty,
}: {
  title: string;
  caption: string;
  faculty: z.output<typeof visitingFacultySchema>;
}) {
  const t = useT();
  return (
    <DocumentPage title={title} wide>
      {faculty.intro.map((paragraph) => (
        <p key={paragraph} className="max-w-4xl">
          <DocumentText text={paragraph} />
        </p>
      ))}
      <PeopleTable
        caption={caption}
        rows={faculty.members}
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
    </DocumentPage>
  );
}
