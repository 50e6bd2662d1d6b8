import { Link } from "react-router";
import {
  type CurriculumEditorState,
  CurriculumEditor,
  type StoredSemester,
} from "~/components/admin/curriculum-editor.tsx";
import { Notice, StaffPage } from "~/components/admin/staff-ui.tsx";
import { formRows } from "~/core/curriculum-form.ts";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/pages-curriculum";
import { handleCurriculumEditorAction } from "./pages-curriculum.server.ts";
import { loadEditedPage } from "./pages-load.server.ts";

/**
 * The editor starts from the latest revision (a draft, maybe), the one a save must name as its base, and shows
 * one semester at a time: `?semester=3` is the 3rd, the first when the address names none.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const { page, latest } = await loadEditedPage(context.services.db, params.id, "curriculum");
  const document = latest.document as { semesters: Omit<StoredSemester, "index">[] };
  const asked = Number(new URL(request.url).searchParams.get("semester") ?? "1");
  const index = Number.isSafeInteger(asked) ? asked - 1 : -1;
  const semester = document.semesters[index];
  if (!semester) throw notFound();
  return {
    page: { id: page.id, path: page.path ?? page.title },
    semesterNames: document.semesters.map((s) => s.name),
    semester: { index, name: semester.name, rows: semester.rows, total: semester.total } satisfies StoredSemester,
    rows: formRows(semester.rows),
    revision: latest.revision,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const { page } = await loadEditedPage(context.services.db, params.id, "curriculum");
  return handleCurriculumEditorAction(request, context.services, staff, page.id, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.curriculum.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.curriculum.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function CurriculumEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, semester, semesterNames } = loaderData;
  // After a save the form starts again from the stored revision; after anything else, from what was posted.
  const fromPost = actionData && actionData.outcome !== "saved" && actionData.semester === semester.index;
  const state: CurriculumEditorState = fromPost
    ? actionData
    : { rows: loaderData.rows, note: "", baseRevision: loaderData.revision, errors: {} };
  const tone = actionData && ["saved", "edited"].includes(actionData.outcome) ? "ok" : "error";
  return (
    <StaffPage title={t("console.curriculum.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.fees.back")}
        </Link>
      </p>
      <nav aria-label={t("console.curriculum.semesters")}>
        <ul className="flex flex-wrap gap-2">
          {semesterNames.map((name, i) => (
            <li key={name}>
              <Link
                to={`?semester=${i + 1}`}
                aria-current={i === semester.index ? "page" : undefined}
                className="inline-block min-h-10 rounded border border-slate-400 px-3 py-2 text-sm aria-[current=page]:bg-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-white"
              >
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {actionData?.message ? <Notice tone={tone}>{actionData.message}</Notice> : null}
      <h2 className="text-lg font-semibold">{t("console.curriculum.semesterHeading", { name: semester.name })}</h2>
      <CurriculumEditor
        key={fromPost ? actionData.nonce : `revision-${loaderData.revision}-${semester.index}`}
        semester={semester}
        state={state}
      />
    </StaffPage>
  );
}
