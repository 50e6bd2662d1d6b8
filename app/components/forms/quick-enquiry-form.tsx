import { useId, useRef, useState } from "react";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { LIMITS } from "~/schemas/forms/form-facts.ts";
import { Captcha, type CaptchaHandle } from "./captcha.tsx";
import { RadioField, SelectField, MobileField, TextField } from "./fields.tsx";
import { RequiredNote, ReplyStatus, SubmitButton, replyText } from "./form-parts.tsx";
import { FormToken } from "./form-token.tsx";
import { Honeypot } from "./honeypot.tsx";
import { genderOptions, listOptions } from "./options.ts";
import { useNotify } from "./toasts.ts";
import { rulesOf } from "./browser-checks.ts";
import { useVisitorForm } from "./use-visitor-form.ts";
import { PrivacyConsent } from "./privacy-consent.tsx";

const ORDER = ["name", "mobileNo", "programmeId", "fatherName", "gender", "dateOfBirth", "consent"] as const;

/**
 * The quick enquiry (spec §3, §4, §5): in the home page's modal and on /enquiry. It needs JavaScript for its
 * proof-of-work captcha; callers show a note pointing to the contact form instead when JavaScript is off.
 */
export function QuickEnquiryForm({
  id,
  programmes,
  headingId,
  captchaOnFirstUse = false,
}: {
  id: string;
  programmes: { id: number; displayText: string }[];
  headingId?: string;
  /**
   * The captcha's code and the form's rules load on the visitor's first use of the form (/enquiry), not when it is
   * shown (the dialog, opened by the visitor).
   */
  captchaOnFirstUse?: boolean;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const notify = useNotify();
  const captcha = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState<string | undefined>();
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const fallbackHeading = useId();
  const { fetcher, form, formRef, fields, reply, busy } = useVisitorForm({
    id,
    kind: "enquiry",
    rules: () => import("~/schemas/forms/quick-enquiry.ts").then((rules) => rulesOf(rules.quickEnquirySchema)),
    order: ORDER,
    rulesAtOnce: !captchaOnFirstUse,
    // Spec §4: no enquiry leaves without a solved captcha; said on every submit, beside the fields' messages.
    check() {
      if (token) return true;
      setCaptchaError(t("forms.captchaFailed"));
      notify.error(t("forms.captchaFailed"));
      return false;
    },
    onReply(next) {
      if (next.outcome === "success") {
        notify.success(t("forms.enquiryNumber", { number: next.reference ?? "" }));
        captcha.current?.reset();
      } else if (next.outcome === "captcha") {
        notify.error(t("forms.captchaFailed"));
        setCaptchaError(t("forms.captchaFailed"));
        captcha.current?.reset();
      } else {
        notify.warning(next.message ?? t("forms.failed"));
      }
    },
  });
  const success =
    reply?.outcome === "success" ? t("forms.enquiryNumber", { number: reply.reference ?? "" }) : undefined;

  return (
    <fetcher.Form
      method="post"
      action={inLanguage("/enquiry")}
      id={form.id}
      ref={formRef}
      noValidate
      aria-labelledby={headingId ?? fallbackHeading}
      className="relative space-y-4"
      onSubmit={form.onSubmit}
    >
      {headingId ? null : (
        <h2 id={fallbackHeading} className="sr-only">
          {t("forms.callBack")}
        </h2>
      )}
      <RequiredNote />
      <Honeypot formId={form.id} />
      <FormToken />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.name}
          label={t("forms.label.name")}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
        />
        <MobileField meta={fields.mobileNo} label={t("forms.label.mobile")} required hint={t("forms.hint.mobile")} />
        <SelectField
          meta={fields.programmeId}
          label={t("forms.label.course")}
          required
          options={listOptions(programmes)}
        />
        <TextField
          meta={fields.fatherName}
          label={t("forms.label.fatherName")}
          required
          autoComplete="off"
          maxLength={LIMITS.name}
        />
        <RadioField meta={fields.gender} label={t("forms.label.gender")} required options={genderOptions(t)} />
        <TextField
          meta={fields.dateOfBirth}
          label={t("forms.label.dateOfBirth")}
          required
          type="date"
          autoComplete="bday"
        />
      </div>
      <Captcha
        id={`${form.id}-captcha`}
        ref={captcha}
        onFirstUse={captchaOnFirstUse}
        error={captchaError}
        onToken={(next, failed) => {
          setToken(next);
          setCaptchaError(next ? undefined : failed ? t("forms.captchaFailed") : undefined);
        }}
      />
      <PrivacyConsent meta={fields.consent} />
      <ReplyStatus
        id={`${form.id}-status`}
        status={success ? { tone: "success", text: success } : replyText(t, reply, false)}
      />
      <SubmitButton busy={busy} />
    </fetcher.Form>
  );
}
