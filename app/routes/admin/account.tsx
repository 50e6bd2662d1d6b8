import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { PasswordMeter } from "~/components/admin/password-meter.tsx";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { SecondFactorSection } from "~/components/admin/second-factor-section.tsx";
import { changeOwnPassword } from "~/lib/auth/password-change.server.ts";
import { confirmSetup, secondFactorStatus, startSetup, turnOff } from "~/lib/auth/second-factor.server.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { changePasswordSchema } from "~/schemas/admin/account.ts";
import {
  confirmSecondFactorSchema,
  startSecondFactorSchema,
  turnOffSecondFactorSchema,
} from "~/schemas/admin/second-factor.ts";
import type { Route } from "./+types/account";

/**
 * Every staff member's own page: who is signed in, changing one's password, and the second factor (decision 034).
 * An account that must set up its second factor is sent here, and may use only this page until it has.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, [], { setupAllowed: true });
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role },
    secondFactor: await secondFactorStatus(context.services, staff),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, [], { setupAllowed: true });
  const formData = await readConsolePost(request);
  const intent = formData.get("intent");
  if (intent === "start-second-factor") {
    const form = consoleForm(request, formData, startSecondFactorSchema);
    const result = await startSetup(services, staff);
    return result.ok
      ? form.done("secondFactor.scanHeading")
      : form.refuse({ form: result.message, status: result.status });
  }
  if (intent === "confirm-second-factor") {
    const form = consoleForm(request, formData, confirmSecondFactorSchema, { hideFields: ["code"] });
    if (form.submission.status !== "success") return form.refuse();
    const result = await confirmSetup(services, staff, form.submission.value.code);
    if (!result.ok) return form.refuse({ fields: { code: [result.message] }, status: result.status });
    return { ...form.done("secondFactor.enabled"), recoveryCodes: result.recoveryCodes };
  }
  if (intent === "turn-off-second-factor") {
    const form = consoleForm(request, formData, turnOffSecondFactorSchema, { hideFields: ["password", "code"] });
    if (form.submission.status !== "success") return form.refuse();
    const result = await turnOff(services, staff, form.submission.value);
    if (!result.ok)
      return result.field
        ? form.refuse({ fields: { [result.field]: [result.message] }, status: result.status })
        : form.refuse({ form: result.message, status: result.status });
    return form.done("secondFactor.turnedOff");
  }
  const form = consoleForm(request, formData, changePasswordSchema, {
    hideFields: ["currentPassword", "newPassword"],
  });
  if (form.submission.status !== "success") return form.refuse();
  const result = await changeOwnPassword(context.services, staff, form.submission.value, form.t);
  if (!result.ok) return form.refuse({ fields: { [result.field]: [result.message] }, status: result.status });
  return form.done(messageRef("account.password.changed", { count: result.endedSessions }));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("account.title"),
    description: t("account.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { staff, secondFactor } = loaderData;
  return (
    <StaffPage title={t("account.title")}>
      <ConsoleNotice reply={actionData} />
      <p>{t("account.signedInAs", { name: staff.name, email: staff.email, role: staff.role })}</p>
      <SecondFactorSection status={secondFactor} reply={actionData} />
      <section aria-labelledby="password-heading" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 id="password-heading" className="text-lg font-semibold">
          {t("account.password.heading")}
        </h2>
        <p className="text-sm text-slate-700">{t("account.password.intro")}</p>
        <ConsoleForm id="change-password" reply={actionData} className="space-y-3">
          {(fields) => (
            <>
              <input type="hidden" name="intent" value="change-password" />
              <InputField
                meta={fields.currentPassword!}
                label={t("account.password.current")}
                type="password"
                required
                autoComplete="current-password"
              />
              <InputField
                meta={fields.newPassword!}
                label={t("account.password.new")}
                hint={t("account.password.newHint")}
                type="password"
                required
                minLength={8}
                maxLength={256}
                autoComplete="new-password"
              />
              <PasswordMeter inputId={fields.newPassword!.id} />
              <button type="submit" className={staffClass.button}>
                {t("account.password.submit")}
              </button>
            </>
          )}
        </ConsoleForm>
      </section>
    </StaffPage>
  );
}
