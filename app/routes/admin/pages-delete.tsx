import { Link } from "react-router";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/pages-delete";
import { loadPage } from "./pages-load.server.ts";
import { handleDelete } from "./pages-delete.server.ts";

/**
 * Deleting a page an editor added (decision 049): this page says what goes with it and asks to confirm, as a plain
 * form that works without JavaScript. The spec's own pages and blocks have no such page (404).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const page = await loadPage(context.services.db, params.id);
  if (page.namedBySpec || page.path === null) throw notFound();
  return { page: { id: page.id, path: page.path, title: page.title } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const page = await loadPage(context.services.db, params.id);
  return handleDelete(request, context.services, staff, page.id, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.delete.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.delete.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function PageDelete({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  return (
    <StaffPage title={t("console.delete.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.page.title", { path: page.path })}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <p>{t("console.delete.intro", { title: page.title, path: page.path })}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t("console.delete.gone")}</li>
        <li>{t("console.delete.menu")}</li>
        <li>{t("console.delete.revisions")}</li>
      </ul>
      <ConsoleForm id="delete-page" reply={actionData} className="space-y-4">
        {() => (
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={staffClass.danger}>
              {t("console.delete.submit")}
            </button>
            <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
              {t("console.delete.cancel")}
            </Link>
          </div>
        )}
      </ConsoleForm>
    </StaffPage>
  );
}
