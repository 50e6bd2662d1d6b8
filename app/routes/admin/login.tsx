import { redirect, useNavigation } from "react-router";
import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { staffClass } from "~/components/admin/staff-ui.tsx";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { signIn } from "~/lib/auth/sign-in.server.ts";
import { currentStaff } from "~/lib/auth/session.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { signInSchema } from "~/schemas/admin/sign-in.ts";
import type { Route } from "./+types/login";

import { safeNext } from "~/lib/auth/safe-next.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(request, context.services)) throw redirect("/admin");
  return { next: new URL(request.url).searchParams.get("next") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = consoleForm(request, await readConsolePost(request), signInSchema, { hideFields: ["password"] });
  const { submission } = form;
  if (submission.status !== "success") return form.refuse();
  const result = await signIn(context.services, submission.value.email, submission.value.password);
  if (!result.ok) return form.refuse({ form: result.message, status: result.status });
  // An account with a second factor has no session yet: the code is asked next (decision 034).
  if (result.secondStep) {
    const next = safeNext(submission.value.next);
    throw redirect(`/admin/login/code${next === "/admin" ? "" : `?next=${encodeURIComponent(next)}`}`, {
      headers: { "Set-Cookie": result.setCookie },
    });
  }
  throw redirect(safeNext(submission.value.next), { headers: { "Set-Cookie": result.setCookie } });
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.signIn.title"),
    description: t("console.signIn.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  return (
    <div className="mx-auto max-w-sm space-y-6 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{t("console.signIn.title")}</h1>
      <ConsoleNotice reply={actionData} />
      <ConsoleForm id="sign-in" reply={actionData} className="space-y-4">
        {(fields) => (
          <>
            <input type="hidden" name="next" value={loaderData.next} />
            <InputField
              meta={fields.email!}
              label={t("console.signIn.email")}
              type="email"
              autoComplete="username"
              required
            />
            <InputField
              meta={fields.password!}
              label={t("console.signIn.password")}
              type="password"
              autoComplete="current-password"
              required
            />
            <button type="submit" className={staffClass.button} disabled={navigation.state === "submitting"}>
              {t("console.signIn.submit")}
            </button>
          </>
        )}
      </ConsoleForm>
    </div>
  );
}
