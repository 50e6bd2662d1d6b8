import { Form, Link } from "react-router";
import { Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOf, languageOfPath, translator } from "~/messages/catalogue.ts";
import type { Route } from "./+types/pages-hindi";
import { type EditedText, translationField } from "./pages-hindi-fields.ts";
import { loadTranslationEditor, saveTranslationEditor } from "./pages-hindi.server.ts";

/** The Hindi of a page's texts beside the English (decision 066); `?need=1` lists only those to review or write. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const { page, texts } = await loadTranslationEditor(context.services.db, params.id);
  return {
    page: { id: page.id, path: page.path ?? page.title },
    texts,
    needOnly: new URL(request.url).searchParams.has("need"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const form = await readConsolePost(request);
  return saveTranslationEditor(context.services, staff, params.id, form, languageOf(request));
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.hindi.title", { path: loaderData?.page.path ?? "" }),
    description: t("console.hindi.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

const stateStyle = {
  translated: "bg-green-50 text-green-900 border-green-700",
  demo: "bg-amber-50 text-amber-950 border-amber-600",
  missing: "bg-red-50 text-red-900 border-red-700",
} as const;

function TextField({ text, value, error }: { text: EditedText; value: string; error?: string }) {
  const t = useT();
  const id = `hindi-${text.hash}`;
  return (
    <li className="space-y-2 border-b border-slate-200 pb-4">
      <p className={`inline-block rounded border px-2 py-0.5 text-xs font-semibold ${stateStyle[text.state]}`}>
        {t(`console.hindi.state.${text.state}`)}
      </p>
      <div>
        <p className="text-sm font-semibold">{t("console.hindi.english")}</p>
        <p lang="en" className="whitespace-pre-wrap rounded bg-slate-50 px-3 py-2" id={`${id}-english`}>
          {text.english}
        </p>
      </div>
      <div>
        <label htmlFor={id} className={staffClass.label}>
          {t("console.hindi.hindi")}
        </label>
        <textarea
          id={id}
          name={translationField(text.hash)}
          lang="hi"
          defaultValue={value}
          rows={Math.min(8, Math.max(2, Math.ceil(text.english.length / 70)))}
          className={staffClass.input}
          aria-describedby={`${id}-english${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

export default function PageHindi({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, texts, needOnly } = loaderData;
  const invalid = actionData?.outcome === "invalid" ? actionData : undefined;
  const shown = needOnly ? texts.filter((text) => text.state !== "translated") : texts;
  const count = (state: EditedText["state"]) => String(texts.filter((text) => text.state === state).length);
  return (
    <StaffPage title={t("console.hindi.title", { path: page.path })}>
      <p>
        <Link to={`/admin/pages/${page.id}`} className="text-brand-800 underline">
          {t("console.fees.back")}
        </Link>
      </p>
      {actionData ? <Notice tone={invalid ? "error" : "ok"}>{actionData.message}</Notice> : null}
      <p>{t("console.hindi.intro")}</p>
      <p>
        {t("console.hindi.counts", { translated: count("translated"), demo: count("demo"), missing: count("missing") })}
      </p>
      <p>
        <Link to={needOnly ? "?" : "?need=1"} className="font-semibold text-brand-800 underline">
          {t(needOnly ? "console.hindi.everyText" : "console.hindi.needOnly")}
        </Link>
      </p>
      {shown.length === 0 ? (
        <p>{t("console.hindi.none")}</p>
      ) : (
        <Form method="post" key={actionData?.nonce ?? "stored"} className="space-y-4">
          <ol className="space-y-4">
            {shown.map((text) => (
              <TextField
                key={text.hash}
                text={text}
                value={invalid?.values[text.hash] ?? text.hindi}
                error={invalid?.errors[text.hash]}
              />
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" className={staffClass.button}>
              {t("console.hindi.save")}
            </button>
            <button type="submit" name="intent" value="confirm" className={staffClass.secondary}>
              {t("console.hindi.confirm")}
            </button>
          </div>
        </Form>
      )}
    </StaffPage>
  );
}
