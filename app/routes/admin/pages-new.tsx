import { Link } from "react-router";
import { CheckboxField, InputField, SelectField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { groupLabel, pageGroups } from "~/core/page-groups.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { addableShapes } from "~/models/added-pages.server.ts";
import type { Route } from "./+types/pages-new";
import { handleNewPage } from "./pages-new.server.ts";

/** Adding a page at a new address (decision 043): a draft of a chosen shape, then its page in the console. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  return { shapes: [...addableShapes] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  return handleNewPage(request, context.services, staff, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.newPage.title"),
    description: t("console.newPage.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <StaffPage title={t("console.newPage.title")}>
      <p>
        <Link to="/admin/pages" className="text-brand-800 underline">
          {t("console.page.back")}
        </Link>
      </p>
      <p>{t("console.newPage.intro")}</p>
      <ConsoleNotice reply={actionData} />
      <ConsoleForm
        id="new-page"
        reply={actionData}
        defaultValue={{ shape: "policy", inMenu: "on" }}
        className="max-w-xl space-y-4"
      >
        {(fields) => (
          <>
            <SelectField
              meta={fields.shape!}
              label={t("console.newPage.shape")}
              options={loaderData.shapes.map((shape) => ({
                value: shape,
                label: t(`console.newPage.shape.${shape}`),
              }))}
            />
            <InputField
              meta={fields.path!}
              label={t("console.newPage.path")}
              hint={t("console.newPage.pathHint")}
              required
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
            />
            <InputField meta={fields.title!} label={t("console.newPage.pageTitle")} required maxLength={120} />
            <SelectField
              meta={fields.group!}
              label={t("console.newPage.group")}
              options={[
                { value: "", label: t("console.newPage.noGroup") },
                ...pageGroups.map((group) => ({ value: group, label: t(groupLabel(group)) })),
              ]}
            />
            <CheckboxField meta={fields.inMenu!} label={t("console.newPage.inMenu")} />
            <button type="submit" className={staffClass.button}>
              {t("console.newPage.submit")}
            </button>
          </>
        )}
      </ConsoleForm>
    </StaffPage>
  );
}
