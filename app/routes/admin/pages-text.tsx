import { Link } from "react-router";
import { type PolicyEditorState, PolicyTextEditor } from "~/components/admin/policy-text-editor.tsx";
import { Notice, StaffPage } from "~/components/admin/staff-ui.tsx";
import { policyForm } from "~/core/policy-text-form.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { PageShape } from "~/schemas/page-shapes.ts";
import type { Route } from "./+types/pages-text";
import { textSectionShapes } from "./page-editors.ts";
import { loadEditedPage } from "./pages-load.server.ts";
import { handlePolicyEditorAction } from "./pages-text.server.ts";

/** The editor starts from the latest revision (a draft, maybe), the one a save must name as its base. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const { page, latest } = await loadEditedPage(context.services.db, params.id, textSectionShapes);
  return {
    page: { id: page.id, path: page.path ?? page.title },
    form: policyForm(latest.document),
    revision: latest.revision,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const { page } = await loadEditedPage(context.services.db, params.id, textSectionShapes);
  return handlePolicyEditorAction(
    request,
    context.services,
    staff,
    { id: page.id, shape: page.shape as PageShape },
    await readConsolePost(request),
  );
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.text.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.text.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function PolicyEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page } = loaderData;
  // After a save the form starts again from the stored revision; after anything else, from what was posted.
  const fromPost = actionData && actionData.outcome !== "saved";
  const state: PolicyEditorState = fromPost
    ? actionData
    : { form: loaderData.form, note: "", baseRevision: loaderData.revision, errors: {} };
  const tone = actionData && ["saved", "edited"].includes(actionData.outcome) ? "ok" : "error";
  return (
    <StaffPage title={t("console.text.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.fees.back")}
        </Link>
      </p>
      {actionData?.message ? <Notice tone={tone}>{actionData.message}</Notice> : null}
      <PolicyTextEditor key={fromPost ? actionData.nonce : `revision-${loaderData.revision}`} state={state} />
    </StaffPage>
  );
}
