import { Link } from "react-router";
import { type FeeEditorState, FeeTableEditor } from "~/components/admin/fee-table-editor.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { Notice } from "~/components/admin/staff-ui.tsx";
import { formRows } from "~/core/fee-table-form.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/pages-fees";
import { handleFeeEditorAction } from "./pages-fees.server.ts";
import { loadEditedPage } from "./pages-load.server.ts";

/** The editor starts from the latest revision (a draft, maybe), the one a save must name as its base. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const { page, latest } = await loadEditedPage(context.services.db, params.id, "fees");
  const document = latest.document as { columns: string[]; rows: unknown; caption: string };
  return {
    page: { id: page.id, path: page.path ?? page.title },
    columns: document.columns,
    caption: document.caption,
    rows: formRows(document.rows),
    revision: latest.revision,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const { page } = await loadEditedPage(context.services.db, params.id, "fees");
  return handleFeeEditorAction(request, context.services, staff, page.id, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.fees.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.fees.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function FeeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, columns, caption } = loaderData;
  // After a save the form starts again from the stored revision; after anything else, from what was posted.
  const fromPost = actionData && actionData.outcome !== "saved";
  const state: FeeEditorState = fromPost
    ? actionData
    : { rows: loaderData.rows, note: "", baseRevision: loaderData.revision, errors: {} };
  const tone = actionData && ["saved", "edited"].includes(actionData.outcome) ? "ok" : "error";
  return (
    <StaffPage title={t("console.fees.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.fees.back")}
        </Link>
      </p>
      {actionData?.message ? <Notice tone={tone}>{actionData.message}</Notice> : null}
      <h2 className="text-lg font-semibold">{caption}</h2>
      <FeeTableEditor
        key={fromPost ? actionData.nonce : `revision-${loaderData.revision}`}
        columns={columns}
        state={state}
      />
    </StaffPage>
  );
}
