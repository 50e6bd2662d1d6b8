import { Form } from "react-router";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { useT } from "~/lib/language.tsx";
import type { PageRevision } from "~/models/page-revisions.server.ts";
import { TableScroll } from "../content/table-scroll.tsx";
import { TableHead, staffClass } from "./staff-ui.tsx";

export type RevisionRow = Omit<PageRevision, "document">;

/** A page's revisions, newest first: number, who, when, note; the public's one marked; older ones restorable. */
export function PageRevisionsTable({
  revisions,
  publishedRevision,
}: {
  revisions: RevisionRow[];
  publishedRevision: number | null;
}) {
  const t = useT();
  const latest = revisions[0]?.revision;
  return (
    <section aria-labelledby="revisions" className="space-y-3">
      <h2 id="revisions" className="text-lg font-semibold">
        {t("console.page.revisions")}
      </h2>
      <TableScroll label={t("console.page.revisions")}>
        <table className={staffClass.table}>
          <caption className="sr-only">{t("console.page.revisionsCaption")}</caption>
          <TableHead
            headings={[
              t("console.page.number"),
              t("console.page.who"),
              t("console.page.when"),
              t("console.page.note"),
              "",
            ]}
          />
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.id}>
                <td className={staffClass.td}>
                  <span className="font-semibold">{revision.revision}</span>
                  {revision.revision === publishedRevision ? (
                    <span className="ml-2 inline-block rounded border border-green-700 bg-green-50 px-2 text-green-900">
                      {t("console.page.publishedMark")}
                    </span>
                  ) : null}
                </td>
                <td className={staffClass.td}>{revision.authorName ?? t("console.page.firstContent")}</td>
                <td className={`${staffClass.td} whitespace-nowrap`}>{istDateTime(revision.createdAt)}</td>
                <td className={`${staffClass.td} break-words`}>{revision.note ?? ""}</td>
                <td className={staffClass.td}>
                  {revision.revision !== latest ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="restore" />
                      <input type="hidden" name="revision" value={revision.revision} />
                      <button type="submit" className={staffClass.secondary}>
                        {t("console.page.restore", { revision: revision.revision })}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
