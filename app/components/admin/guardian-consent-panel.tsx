import { RadioField, TextAreaField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm } from "~/components/admin/console-form.tsx";
import { FieldList, staffClass } from "~/components/admin/staff-ui.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { useT } from "~/lib/language.tsx";
import type { GuardianConsentRow } from "~/models/guardian-consents.server.ts";

/**
 * An under-18 application's guardian consent (decision 068): the guardian named, whether consent is awaited or how
 * and when it was given; while it is awaited, a new link (when the guardian gave an e-mail address) and the record
 * of consent given to the office in person or by phone.
 */
export function GuardianConsentPanel({ consent, reply }: { consent: GuardianConsentRow; reply: unknown }) {
  const t = useT();
  const awaiting = consent.status === "awaiting";
  const state =
    awaiting || !consent.confirmed_at || !consent.confirmed_via
      ? t("console.guardian.awaiting")
      : [
          t("console.guardian.given", {
            when: istDateTime(consent.confirmed_at),
            way: t(`console.guardian.way.${consent.confirmed_via}`),
          }),
          consent.recorded_by ? t("console.guardian.recordedBy", { email: consent.recorded_by }) : "",
          consent.note ? `(${consent.note})` : "",
        ]
          .filter(Boolean)
          .join(", ");
  const fields: [string, string][] = consent.guardian_name
    ? [
        [t("console.guardian.name"), consent.guardian_name],
        [t("console.guardian.relation"), consent.relation ?? "—"],
        [t("console.guardian.email"), consent.email ?? "—"],
        [t("console.guardian.mobile"), consent.mobile_no ?? "—"],
      ]
    : [[t("console.guardian.name"), t("console.guardian.unnamed")]];
  return (
    <section aria-labelledby="guardian-consent" className="max-w-xl space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="guardian-consent" className="text-lg font-semibold">
        {t("console.guardian.heading")}
      </h2>
      <p className="text-lg">
        <strong>{state}</strong>
      </p>
      <FieldList fields={fields} />
      {awaiting ? (
        <>
          {consent.email ? (
            <>
              <p>
                {consent.token_expires_at
                  ? t("console.guardian.linkUntil", { when: istDateTime(consent.token_expires_at) })
                  : t("console.guardian.noLink")}
              </p>
              <ConsoleForm id="guardian-resend" reply={reply}>
                {() => (
                  <>
                    <input type="hidden" name="intent" value="guardian-resend" />
                    <button type="submit" className={staffClass.secondary}>
                      {t("console.guardian.resend")}
                    </button>
                  </>
                )}
              </ConsoleForm>
            </>
          ) : (
            <p>{t("console.guardian.noEmail")}</p>
          )}
          <h3 className="font-semibold">{t("console.guardian.record")}</h3>
          <ConsoleForm id="guardian-record" reply={reply} className="space-y-3">
            {(form) => (
              <>
                <input type="hidden" name="intent" value="guardian-record" />
                <RadioField
                  meta={form.way!}
                  legend={t("console.guardian.way")}
                  options={[
                    { value: "in-person", label: t("console.guardian.way.in-person") },
                    { value: "phone", label: t("console.guardian.way.phone") },
                  ]}
                />
                <TextAreaField meta={form.note!} label={t("console.guardian.note")} rows={2} maxLength={500} />
                <button type="submit" className={staffClass.button}>
                  {t("console.guardian.save")}
                </button>
              </>
            )}
          </ConsoleForm>
        </>
      ) : null}
    </section>
  );
}
