import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { type InboxKind, exportFields, fieldOf, formatValue } from "~/core/inbox/inbox-kind.ts";
import type { InboxListData } from "~/lib/inbox/inbox-list.server.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { labelOf } from "~/core/inbox/workflow.ts";
import { useT } from "~/lib/language.tsx";

/**
 * Any inbox's list page: filters that travel in the address bar, counts per status, newest-first rows with
 * keyset pages, and the export of the filtered list with a column choice. `above` sits under the heading (the
 * enquiry tabs), `exportOptions` inside the export form (the admin-only unmasked export).
 */
export function InboxList({
  kind,
  data,
  above,
  exportOptions,
}: {
  kind: InboxKind;
  data: InboxListData;
  above?: ReactNode;
  exportOptions?: ReactNode;
}) {
  const t = useT();
  const labels = { status: (status: string) => labelOf(status, t), datetime: istDateTime, t };
  const { query, rows, counts, programmes, nextCursor } = data;
  const [params] = useSearchParams();
  const filterParams = new URLSearchParams(params);
  filterParams.delete("after");
  const nextParams = new URLSearchParams(filterParams);
  if (nextCursor) nextParams.set("after", nextCursor);
  const withStatus = (status: string) => {
    const next = new URLSearchParams(filterParams);
    next.set("status", status);
    return `?${next}`;
  };
  const columns = kind.list.map((key) => fieldOf(kind, key)).filter((field) => field !== undefined);
  return (
    <StaffPage title={t(kind.titleKey)}>
      {above}
      <Form
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label={t("console.inbox.filter", { kinds: t(kind.manyKey) })}
      >
        <label className={staffClass.label}>
          {t("console.filter.search")}
          <input
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t(kind.searchHintKey)}
            className={staffClass.input}
          />
        </label>
        <label className={staffClass.label}>
          {t("console.filter.from")}
          <input name="from" type="date" defaultValue={query.from} className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          {t("console.filter.to")}
          <input name="to" type="date" defaultValue={query.to} className={staffClass.input} />
        </label>
        {kind.programme ? (
          <label className={staffClass.label}>
            {t(kind.programme.labelKey)}
            <select name="programme" defaultValue={query.programme ?? ""} className={staffClass.input}>
              <option value="">{t("console.filter.all")}</option>
              {programmes.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={staffClass.label}>
          {t("console.filter.status")}
          <select name="status" defaultValue={query.status ?? ""} className={staffClass.input}>
            <option value="">{t("console.filter.all")}</option>
            {kind.workflow.statuses.map((status) => (
              <option key={status} value={status}>
                {labelOf(status)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={staffClass.button}>
          {t("console.filter.submit")}
        </button>
      </Form>
      <div className="space-y-1">
        <p role="status">
          {t("console.inbox.matching", {
            count: counts.matching,
            noun: t(counts.matching === 1 ? kind.oneKey : kind.manyKey),
          })}
        </p>
        <ul aria-label={t("console.inbox.countsByStatus")} className="flex flex-wrap gap-3 text-sm">
          {kind.workflow.statuses.map((status) => (
            <li key={status}>
              <Link
                to={withStatus(status)}
                className="text-brand-700 underline"
                aria-current={query.status === status ? "true" : undefined}
              >
                {labelOf(status)}: {counts.byStatus[status] ?? 0}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <TableScroll label={t(kind.titleKey)}>
        <table className={staffClass.table}>
          <caption className="sr-only">{t("console.inbox.caption", { title: t(kind.titleKey) })}</caption>
          <TableHead headings={columns.map((field) => t(field.labelKey))} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((field, i) =>
                  i === 0 ? (
                    <th key={field.key} scope="row" className={`${staffClass.td} font-medium`}>
                      <Link to={`${kind.path}/${row.id}`} className="font-semibold text-brand-700 underline">
                        {formatValue(field, row[field.key], labels)}
                      </Link>
                    </th>
                  ) : (
                    <td key={field.key} className={staffClass.td}>
                      {formatValue(field, row[field.key], labels)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="flex gap-3">
        {query.after ? (
          <Link to={`?${filterParams}`} className={staffClass.secondary}>
            {t("console.inbox.firstPage")}
          </Link>
        ) : null}
        {nextCursor ? (
          <Link to={`?${nextParams}`} className={staffClass.secondary}>
            {t("console.inbox.nextPage")}
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="export" className="rounded-lg border border-slate-200 p-4">
        <h2 id="export" className="mb-3 text-lg font-semibold">
          {t("console.inbox.export")}
        </h2>
        <Form method="get" action={`${kind.path}/export`} reloadDocument className="space-y-3">
          {[...filterParams.entries()].map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <fieldset>
            <legend className="font-semibold">{t("console.inbox.columns")}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {exportFields(kind).map((field) => (
                <label key={field.key} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="columns" value={field.key} defaultChecked className="h-5 w-5" />
                  {t(field.labelKey)}
                </label>
              ))}
            </div>
          </fieldset>
          {exportOptions}
          <div className="flex gap-3">
            <button type="submit" name="format" value="xlsx" className={staffClass.button}>
              {t("console.inbox.downloadXlsx")}
            </button>
            <button type="submit" name="format" value="csv" className={staffClass.secondary}>
              {t("console.inbox.downloadCsv")}
            </button>
          </div>
        </Form>
      </section>
    </StaffPage>
  );
}
