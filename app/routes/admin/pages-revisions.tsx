import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { PageCompare } from "~/components/admin/page-compare.tsx";
import { PagePublishing } from "~/components/admin/page-publishing.tsx";
import { PolicyPreviewForm } from "~/components/admin/policy-preview-form.tsx";
import { PageRevisionsTable } from "~/components/admin/page-revisions-table.tsx";
import { PageStateBadge, PublishedCell } from "~/components/admin/page-state.tsx";
import { FieldList, StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/pages-revisions";
import { handlePageAction } from "./pages-actions.server.ts";
import { loadPage, loadRevisions } from "./pages-load.server.ts";
import { editorsOf } from "./page-editors.ts";
import { pageViewOf } from "~/routes/page-views.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const page = await loadPage(context.services.db, params.id);
  const revisions = await loadRevisions(context.services.db, page.id, new URL(request.url).searchParams);
  return { page, ...revisions };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const page = await loadPage(context.services.db, params.id);
  return handlePageAction(request, context.services, staff, page.id, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.page.title", { path: loaderData?.page.path ?? loaderData?.page.title ?? "" }),
    description: t("console.page.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function PageRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, revisions, comparison, compareMissing, compareFrom, compareTo } = loaderData;
  const editors = editorsOf(page.shape);
  return (
    <StaffPage title={t("console.page.title", { path: page.path ?? page.title })}>
      <p>
        <Link to="/admin/pages" className="text-brand-800 underline">
          {t("console.page.back")}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <section aria-labelledby="summary" className="space-y-3">
        <h2 id="summary" className="sr-only">
          {t("console.page.summary")}
        </h2>
        <FieldList
          fields={[
            [t("console.pages.pageTitle"), page.title],
            [t("console.pages.shape"), <code key="shape">{page.shape}</code>],
            [t("console.pages.state"), <PageStateBadge key="state" page={page} />],
            [t("console.pages.lastPublished"), <PublishedCell key="published" page={page} />],
            ...(page.path && page.publishedRevision !== null
              ? [
                  [
                    t("console.page.publicAddress"),
                    <a key="path" href={page.path} className="text-brand-800 underline">
                      {page.path}
                    </a>,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
        {editors.length > 0 ? null : <p>{t("console.page.noEditor")}</p>}
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {editors.map((editor) => (
            <li key={editor.path}>
              <Link to={`/admin/pages/${page.id}/${editor.path}`} className="font-semibold text-brand-800 underline">
                {t(editor.label)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={`/admin/pages/${page.id}/hindi`} className="font-semibold text-brand-800 underline">
              {t("console.hindi.link")}
            </Link>
          </li>
        </ul>
        {/* The spec's own pages keep their address; a page an editor added can move or go (decisions 043, 049). */}
        {!page.namedBySpec && page.path !== null ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={`/admin/pages/${page.id}/address`} className="font-semibold text-brand-800 underline">
                {t("console.address.link")}
              </Link>
            </li>
            <li>
              <Link to={`/admin/pages/${page.id}/delete`} className="font-semibold text-red-800 underline">
                {t("console.delete.link")}
              </Link>
            </li>
          </ul>
        ) : null}
      </section>
      {pageViewOf(page.path, page.shape) ? (
        <PolicyPreviewForm
          pageId={page.id}
          revisions={revisions.map((r) => r.revision)}
          publishedRevision={page.publishedRevision}
        />
      ) : null}
      <PagePublishing page={page} reply={actionData} />
      <PageRevisionsTable revisions={revisions} publishedRevision={page.publishedRevision} />
      <PageCompare
        revisions={revisions.map((r) => r.revision)}
        from={compareFrom}
        to={compareTo}
        comparison={comparison}
        missing={compareMissing}
      />
    </StaffPage>
  );
}
