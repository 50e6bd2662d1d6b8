import { Form } from "react-router";
import { useT } from "~/lib/language.tsx";
import { TableScroll } from "../content/table-scroll.tsx";
import { Notice, TableHead, staffClass } from "./staff-ui.tsx";

export interface Comparison {
  from: number;
  to: number;
  changes: { path: string; before: string | null; after: string | null }[];
}

/**
 * Comparing two revisions field by field: a GET form (the comparison is in the address, so it works without
 * JavaScript and can be sent to a colleague) and a table of field, before and after.
 */
export function PageCompare({
  revisions,
  from,
  to,
  comparison,
  missing,
}: {
  revisions: number[];
  from: number | undefined;
  to: number | undefined;
  comparison: Comparison | null;
  missing: boolean;
}) {
  const t = useT();
  const shown = (value: string | null) => value ?? <em>{t("console.page.absent")}</em>;
  return (
    <section aria-labelledby="compare" className="space-y-3">
      <h2 id="compare" className="text-lg font-semibold">
        {t("console.page.compare")}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("console.page.compare")}>
        <RevisionChoice
          name="from"
          label={t("console.page.compareFrom")}
          revisions={revisions}
          selected={from ?? revisions[1] ?? revisions[0]}
        />
        <RevisionChoice
          name="to"
          label={t("console.page.compareTo")}
          revisions={revisions}
          selected={to ?? revisions[0]}
        />
        <button type="submit" className={staffClass.button}>
          {t("console.page.compareSubmit")}
        </button>
      </Form>
      {missing ? <Notice tone="error">{t("console.page.compareMissing")}</Notice> : null}
      {comparison && comparison.changes.length === 0 ? (
        <p role="status">{t("console.page.compareSame", { from: comparison.from, to: comparison.to })}</p>
      ) : null}
      {comparison && comparison.changes.length > 0 ? (
        <TableScroll label={t("console.page.compareCaption", { from: comparison.from, to: comparison.to })}>
          <table className={staffClass.table}>
            <caption className="p-2 text-left font-semibold">
              {t("console.page.compareCaption", { from: comparison.from, to: comparison.to })}
            </caption>
            <TableHead
              headings={[
                t("console.page.compareField"),
                t("console.page.compareBefore"),
                t("console.page.compareAfter"),
              ]}
            />
            <tbody>
              {comparison.changes.map((change) => (
                <tr key={change.path}>
                  <th scope="row" className={`${staffClass.td} font-mono text-xs font-normal`}>
                    {change.path}
                  </th>
                  <td className={`${staffClass.td} max-w-md break-words bg-red-50`}>{shown(change.before)}</td>
                  <td className={`${staffClass.td} max-w-md break-words bg-green-50`}>{shown(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </section>
  );
}

function RevisionChoice({
  name,
  label,
  revisions,
  selected,
}: {
  name: string;
  label: string;
  revisions: number[];
  selected: number | undefined;
}) {
  return (
    <label className={staffClass.label}>
      {label}
      <select name={name} defaultValue={selected} className={staffClass.input}>
        {revisions.map((revision) => (
          <option key={revision} value={revision}>
            {revision}
          </option>
        ))}
      </select>
    </label>
  );
}
