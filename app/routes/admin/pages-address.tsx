import { Link } from "react-router";
import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/pages-address";
import { loadPage } from "./pages-load.server.ts";
import { handleMove } from "./pages-address.server.ts";

/**
 * Changing the address of a page an editor added (decision 043); the old address answers 301 to the new one. The
 * spec's own pages and blocks have no such page (404), and the server refuses a move of them in any case.
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
  return handleMove(request, context.services, staff, page, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.address.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.address.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function PageAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  return (
    <StaffPage title={t("console.address.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.page.title", { path: page.path })}
        </Link>
      </p>
      <p>{t("console.address.intro", { path: page.path })}</p>
      <ConsoleNotice reply={actionData} />
      <ConsoleForm id="address" reply={actionData} defaultValue={{ path: page.path }} className="max-w-xl space-y-4">
        {(fields) => (
          <>
            <InputField
              meta={fields.path!}
              label={t("console.address.path")}
              hint={t("console.newPage.pathHint")}
              required
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="submit" className={staffClass.button}>
              {t("console.address.submit")}
            </button>
          </>
        )}
      </ConsoleForm>
    </StaffPage>
  );
}
