import { Form, Link } from "react-router";
import { Fields, firstErrorOf } from "~/components/admin/document-fields.tsx";
import { Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { keepsParts } from "~/core/document-form/field-specs.ts";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { getRevision } from "~/models/page-revisions.server.ts";
import type { Route } from "./+types/pages-document";
import { hasGeneratedEditor } from "./page-editors.ts";
import { type DocumentEditorReply, handleDocumentEditorAction, specOfShape } from "./pages-document.server.ts";
import { loadPage } from "./pages-load.server.ts";

/** A page whose shape the generated editor edits, and its latest revision (the base of a save); 404 otherwise. */
async function loadDocumentPage(services: Route.LoaderArgs["context"]["services"], id: string | undefined) {
  const page = await loadPage(services.db, id);
  if (!hasGeneratedEditor(page.shape)) throw notFound();
  const latest = await getRevision(services.db, page.id, page.latestRevision);
  if (!latest) throw notFound();
  return { page: { ...page, shape: page.shape }, latest };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const { page, latest } = await loadDocumentPage(context.services, params.id);
  return {
    page: { id: page.id, path: page.path ?? page.title, shape: page.shape },
    spec: specOfShape(page.shape),
    document: latest.document,
    revision: latest.revision,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const { page } = await loadDocumentPage(context.services, params.id);
  return handleDocumentEditorAction(request, context.services, staff, page, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.document.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.document.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

/**
 * The generated editor of a page's content (decision 046): every field of the shape, lists with buttons that add,
 * remove and move items. Every button posts the whole form and the server draws it again, so it all works without
 * JavaScript. The form's first button checks the form, so Enter in a field stores nothing by surprise.
 */
export default function DocumentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, spec } = loaderData;
  // After a save the form starts again from the stored revision; after anything else, from what was posted.
  const fromPost = actionData && actionData.outcome !== "saved" && actionData.outcome !== "gone";
  const state: Omit<DocumentEditorReply, "nonce" | "outcome" | "message"> = fromPost
    ? actionData
    : { document: loaderData.document, note: "", baseRevision: loaderData.revision, errors: {} };
  const tone = actionData && ["saved", "edited", "unchanged"].includes(actionData.outcome) ? "ok" : "error";
  const context = { errors: state.errors, focus: state.focus, firstError: firstErrorOf(state.errors) };
  return (
    <StaffPage title={t("console.document.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.document.back")}
        </Link>
      </p>
      {actionData?.message ? <Notice tone={tone}>{actionData.message}</Notice> : null}
      <Form
        key={fromPost ? actionData.nonce : `revision-${loaderData.revision}`}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-4"
        aria-label={t("console.document.editorLabel")}
      >
        <input type="hidden" name="baseRevision" value={state.baseRevision} />
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1">{t("console.document.fromRevision", { revision: state.baseRevision })}</p>
          <button type="submit" name="intent" value="check" className={staffClass.secondary}>
            {t("console.document.check")}
          </button>
        </div>
        {keepsParts(spec) ? <p className="text-sm text-slate-700">{t("console.document.kept")}</p> : null}
        {state.errors[""] ? <p className="font-medium text-red-700">{state.errors[""]}</p> : null}
        <Fields spec={spec} name="" label="" optional={false} value={state.document} context={context} />
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
          <label className={`${staffClass.label} min-w-64 flex-1`}>
            {t("console.document.note")}
            <input name="note" defaultValue={state.note} maxLength={500} className={staffClass.input} />
          </label>
          <button type="submit" name="intent" value="save" className={staffClass.button}>
            {t("console.document.save")}
          </button>
        </div>
      </Form>
    </StaffPage>
  );
}
