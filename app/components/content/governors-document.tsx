import "~/messages/static-page-messages.ts";
import type { z } from "zod";
import type { governorsSchema } from "~/schemas/content/people.ts";
import { useT } from "~/lib/language.tsx";
import { DocumentPage } from "./document-page.tsx";
import { PeopleTable } from "./people-table.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * A page of the governors shape: paragraphs, then a table of people with their designation and credentials. The
 * Board of Governors and any page of that shape an editor adds draw it; each names its own title and caption.
 */
export function GovernorsDocument({
  title,
  caption,
  governors,
}: {
  title: string;
  caption: string;
  governors: z.output<typeof governorsSchema>;
}) {
  const t = useT();
  return (
    <DocumentPage title={title}>
      {governors.intro.map((paragraph) => (
        <p key={paragraph}>
          <DocumentText text={paragraph} />
        </p>
      ))}
      <PeopleTable
        caption={caption}
        rows={governors.members}
        rowKey={(member) => member.name}
        columns={[
          { header: t("people.column.name"), cell: (member) => member.name, rowHeader: true, width: "w-1/4 min-w-36" },
          {
            header: t("people.column.designation"),
            cell: (member) => t(`people.governors.${member.designation}`),
            narrow: true,
          },
          { header: t("people.column.credentials"), cell: (member) => member.credentials, width: "min-w-48" },
        ]}
      />
      <RevisionDate />
    </DocumentPage>
  );
}
