import { Form, Link, useSearchParams } from "react-router";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { decodeCursor, encodeCursor, exportColumns, parseInboxQuery } from "~/lib/inbox/inbox-query.ts";
import { istDateTime } from "~/lib/inbox/ist-day.ts";
import { applicationStatuses, statusLabel } from "~/lib/inbox/workflow.ts";
import { pageMeta } from "~/lib/meta.ts";
import { countApplications, listApplications } from "~/models/applications-inbox.server.ts";
import { listProgrammeChoices } from "~/models/programmes.server.ts";
import type { Route } from "./+types/applications";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admissions"]);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const { db } = context.services;
  const [rows, total, programmes] = await Promise.all([
    listApplications(db, query, { after: decodeCursor(query.after), limit: PAGE_SIZE + 1 }),
    countApplications(db, query),
    listProgrammeChoices(db),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return { query, rows: page, total, programmes, nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : null };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Admission applications", description: "Applications received from the website.", location, matches, social: false, noindex: true });

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, programmes, nextCursor } = loaderData;
  const [params] = useSearchParams();
  const filterParams = new URLSearchParams(params);
  filterParams.delete("after");
  const nextParams = new URLSearchParams(filterParams);
  if (nextCursor) nextParams.set("after", nextCursor);
  return (
    <StaffPage title="Admission applications">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter applications">
        <label className={staffClass.label}>
          Search
          <input name="q" type="search" defaultValue={query.q} placeholder="Name, mobile, e-mail or ID" className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          From
          <input name="from" type="date" defaultValue={query.from} className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          To
          <input name="to" type="date" defaultValue={query.to} className={staffClass.input} />
        </label>
        <label className={staffClass.label}>
          Programme
          <select name="programmeId" defaultValue={query.programmeId ?? ""} className={staffClass.input}>
            <option value="">All</option>
            {programmes.map((p) => (
              <option key={p.id} value={p.id}>
                {p.displayText}
              </option>
            ))}
          </select>
        </label>
        <label className={staffClass.label}>
          Status
          <select name="status" defaultValue={query.status ?? ""} className={staffClass.input}>
            <option value="">All</option>
            {applicationStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={staffClass.button}>
          Filter
        </button>
      </Form>
      <p role="status">
        {total} application{total === 1 ? "" : "s"} match.
      </p>
      <TableScroll label="Applications">
        <table className={staffClass.table}>
          <caption className="sr-only">Applications, newest first</caption>
          <thead>
            <tr>
              {["Application ID", "Name", "Mobile", "Programme", "Status", "Received (IST)"].map((h) => (
                <th key={h} scope="col" className={staffClass.th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={staffClass.td}>
                  <Link to={`/admin/applications/${row.id}`} className="font-semibold text-brand-700 underline">
                    {row.reference}
                  </Link>
                </td>
                <th scope="row" className={`${staffClass.td} font-medium`}>
                  {row.name}
                </th>
                <td className={staffClass.td}>{row.mobileNo}</td>
                <td className={staffClass.td}>{row.programme}</td>
                <td className={staffClass.td}>{statusLabel[row.status]}</td>
                <td className={staffClass.td}>{istDateTime(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="flex gap-3">
        {query.after ? (
          <Link to={`?${filterParams}`} className={staffClass.secondary}>
            First page
          </Link>
        ) : null}
        {nextCursor ? (
          <Link to={`?${nextParams}`} className={staffClass.secondary}>
            Next page
          </Link>
        ) : null}
      </div>
      <section aria-labelledby="export" className="rounded-lg border border-slate-200 p-4">
        <h2 id="export" className="mb-3 text-lg font-semibold">
          Export this list
        </h2>
        <Form method="get" action="/admin/applications/export" reloadDocument className="space-y-3">
          {[...filterParams.entries()].map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <fieldset>
            <legend className="font-semibold">Columns</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {Object.entries(exportColumns).map(([key, label]) => (
                <label key={key} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="columns" value={key} defaultChecked className="h-5 w-5" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex gap-3">
            <button type="submit" name="format" value="xlsx" className={staffClass.button}>
              Download Excel (.xlsx)
            </button>
            <button type="submit" name="format" value="csv" className={staffClass.secondary}>
              Download CSV
            </button>
          </div>
        </Form>
      </section>
    </StaffPage>
  );
}
