import { Form, Link } from "react-router";
import { z } from "zod";
import { Notice, StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { PageStateBadge, PublishedCell } from "~/components/admin/page-state.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { groupLabel, pageGroups } from "~/core/page-groups.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { type PageListItem, listPages } from "~/models/page-list.server.ts";
import type { Route } from "./+types/pages";

/** A filter arrives in the address (a GET form, so it works without JavaScript and can be bookmarked). */
const filterSchema = z.object({
  group: z.enum(pageGroups).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  /** The address of the page just deleted (decision 049), for the notice saying so. */
  deleted: z.string().trim().max(200).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const filter = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const pages = await listPages(context.services.db, { group: filter.group, search: filter.q || undefined });
  return { filter, pages };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.pages.title"),
    description: t("console.pages.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

/** A page's path (a block's title) leading to its own console page. */
function PageLink({ page }: { page: PageListItem }) {
  const t = useT();
  return (
    <>
      <Link to={`/admin/pages/${page.id}`} className="font-medium break-all text-brand-800 underline">
        {page.path ?? page.title}
      </Link>
      {page.path === null ? <span className="block text-xs">{t("console.pages.block")}</span> : null}
    </>
  );
}

export default function PagesAdmin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { filter, pages } = loaderData;
  return (
    <StaffPage title={t("console.pages.title")}>
      {filter.deleted ? <Notice tone="ok">{t("console.delete.done", { path: filter.deleted })}</Notice> : null}
      <p>
        <Link to="/admin/pages/new" className="font-semibold text-brand-800 underline">
          {t("console.newPage.link")}
        </Link>
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("console.pages.filter")}>
        <label className={staffClass.label}>
          {t("console.pages.group")}
          <select name="group" defaultValue={filter.group ?? ""} className={staffClass.input}>
            <option value="">{t("console.pages.allGroups")}</option>
            {pageGroups.map((group) => (
              <option key={group} value={group}>
                {t(groupLabel(group))}
              </option>
            ))}
          </select>
        </label>
        <label className={staffClass.label}>
          {t("console.filter.search")}
          <input
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder={t("console.pages.searchHint")}
            className={staffClass.input}
          />
        </label>
        <button type="submit" className={staffClass.button}>
          {t("console.filter.submit")}
        </button>
      </Form>
      <p role="status">
        {pages.length === 0
          ? t("console.pages.none")
          : pages.length === 1
            ? t("console.pages.countOne")
            : t("console.pages.count", { count: pages.length })}
      </p>
      {pages.length > 0 ? (
        <>
          {/* A phone gets one card per page, a wider screen the table: five columns do not fit in 360 px. */}
          <ul className="space-y-3 sm:hidden" aria-label={t("console.pages.list")}>
            {pages.map((page) => (
              <li key={page.id} className="rounded-lg border border-slate-200 p-3">
                <PageLink page={page} />
                <p>{page.title}</p>
                <p className="text-sm">
                  <code>{page.shape}</code>
                </p>
                <p className="mt-1">
                  <PageStateBadge page={page} />
                </p>
                <p className="text-sm">
                  {t("console.pages.lastPublished")}: <PublishedCell page={page} />
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <TableScroll label={t("console.pages.list")}>
              <table className={staffClass.table}>
                <caption className="sr-only">{t("console.pages.caption")}</caption>
                <TableHead
                  headings={[
                    t("console.pages.path"),
                    t("console.pages.pageTitle"),
                    t("console.pages.shape"),
                    t("console.pages.state"),
                    t("console.pages.lastPublished"),
                  ]}
                />
                <tbody>
                  {pages.map((page) => (
                    <tr key={page.id}>
                      <td className={staffClass.td}>
                        <PageLink page={page} />
                      </td>
                      <td className={staffClass.td}>{page.title}</td>
                      <td className={staffClass.td}>
                        <code>{page.shape}</code>
                      </td>
                      <td className={staffClass.td}>
                        <PageStateBadge page={page} />
                      </td>
                      <td className={staffClass.td}>
                        <PublishedCell page={page} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        </>
      ) : null}
    </StaffPage>
  );
}
