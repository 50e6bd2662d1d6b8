import "~/messages/static-page-messages.ts";
import type { z } from "zod";
import type { advisorySchema } from "~/schemas/content/people.ts";
import { useT } from "~/lib/language.tsx";
import { DocumentPage } from "./document-page.tsx";
import { PeopleTable } from "./people-table.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * A page of the advisory shape: paragraphs, then a table of people and their affiliation. The advisory board and any
 * page of that shape an editor adds (a committee) draw it; each names its own title and table caption.
 */
export function AdvisoryDocument({
  title,
  caption,
  advisory,
}: {
  title: string;
  caption: string;
  advisory: z.output<typeof advisorySchema>;
}) {
  const t = useT();
  return (
    <DocumentPage title={title}>
      {advisory.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <PeopleTable
        caption={caption}
        rows={advisory.members}
        rowKey={(member) => member.name}
        columns={[
          { header: t("people.column.name"), cell: (member) => member.name, rowHeader: true, width: "w-1/3 min-w-36" },
          { header: t("people.column.affiliation"), cell: (member) => member.affiliation },
        ]}
      />
      <RevisionDate />
    </DocumentPage>
  );
}
