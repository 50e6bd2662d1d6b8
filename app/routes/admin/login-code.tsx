import { Link, redirect, useNavigation } from "react-router";
import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { staffClass } from "~/components/admin/staff-ui.tsx";
import { safeNext } from "~/lib/auth/safe-next.ts";
import { signInWithCode } from "~/lib/auth/second-factor.server.ts";
import { clearPendingSignInCookie, currentStaff, pendingSignInHash } from "~/lib/auth/session.server.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { signInCodeSchema } from "~/schemas/admin/second-factor.ts";
import type { Route } from "./+types/login-code";

/**
 * The second step of signing in (decision 034): the password was right, and the sign-in waits (five minutes, its own
 * cookie) for a code from the account's authenticator app or one of its recovery codes. Without a waiting sign-in
 * the page sends the person back to the password.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(request, context.services)) throw redirect("/admin");
  if (!(await pendingSignInHash(request, context.services))) throw redirect("/admin/login");
  return { next: new URL(request.url).searchParams.get("next") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const form = consoleForm(request, await readConsolePost(request), signInCodeSchema, { hideFields: ["code"] });
  const { submission } = form;
  if (submission.status !== "success") return form.refuse();
  const result = await signInWithCode(services, await pendingSignInHash(request, services), submission.value.code);
  if (result.ok) {
    const headers = new Headers();
    headers.append("Set-Cookie", result.setCookie);
    headers.append("Set-Cookie", await clearPendingSignInCookie(services));
    throw redirect(safeNext(submission.value.next), { headers });
  }
  if (!result.restart) return form.refuse({ fields: { code: [result.message] }, status: result.status });
  const refused = form.refuse({ form: result.message, status: result.status });
  refused.init = { ...refused.init, headers: { "Set-Cookie": await clearPendingSignInCookie(services) } };
  return refused;
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("secondFactor.signInTitle"),
    description: t("secondFactor.signInDescription"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  return (
    <div className="mx-auto max-w-sm space-y-6 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{t("secondFactor.signInTitle")}</h1>
      <ConsoleNotice reply={actionData} />
      <p>{t("secondFactor.signInIntro")}</p>
      <ConsoleForm id="sign-in-code" reply={actionData} className="space-y-4">
        {(fields) => (
          <>
            <input type="hidden" name="next" value={loaderData.next} />
            <InputField
              meta={fields.code!}
              label={t("secondFactor.signInCode")}
              autoComplete="one-time-code"
              required
              maxLength={40}
              autoFocus
            />
            <button type="submit" className={staffClass.button} disabled={navigation.state === "submitting"}>
              {t("secondFactor.signInSubmit")}
            </button>
          </>
        )}
      </ConsoleForm>
      <p>
        <Link to="/admin/login" className="underline">
          {t("secondFactor.backToPassword")}
        </Link>
      </p>
    </div>
  );
}
