import { useLanguagePath, useT } from "~/lib/language.tsx";
import { LIMITS } from "~/schemas/forms/form-facts.ts";
import { SelectField, TextAreaField, MobileField, TextField } from "./fields.tsx";
import { RequiredNote, ReplyStatus, SubmitButton, replyText } from "./form-parts.tsx";
import type { FormReply } from "./form-reply.ts";
import { FormToken } from "./form-token.tsx";
import { Honeypot } from "./honeypot.tsx";
import { listOptions } from "./options.ts";
import { useNotify } from "./toasts.ts";
import { rulesOf } from "./browser-checks.ts";
import { useVisitorForm } from "./use-visitor-form.ts";
import { PrivacyConsent } from "./privacy-consent.tsx";

const ORDER = [
  "name",
  "email",
  "mobileNo",
  "registerNumber",
  "graduationDate",
  "courseId",
  "currentAddress",
  "companyNameAddress",
  "employerNameAddress",
  "remarks",
  "consent",
] as const;

/** Alumni feedback (/alumni-speaks): the ten fields of spec §3, all required; cleared after it is sent. */
export function AlumniForm({
  courses,
  serverReply,
}: {
  courses: { id: number; displayText: string }[];
  serverReply?: FormReply;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const notify = useNotify();
  const { fetcher, form, formRef, fields, reply, busy, firstInvalid } = useVisitorForm({
    id: "alumni",
    kind: "alumni",
    rules: () => import("~/schemas/forms/alumni.ts").then((rules) => rulesOf(rules.alumniSchema)),
    serverReply,
    order: ORDER,
    onReply: notify.submittedOrFailed,
  });
  const focus = (name: string) => firstInvalid === name;
  return (
    <fetcher.Form
      method="post"
      action={inLanguage("/alumni-speaks")}
      id={form.id}
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t("forms.alumni.formName")}
      className="relative space-y-4"
    >
      <RequiredNote />
      <Honeypot formId={form.id} />
      <FormToken />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          meta={fields.name}
          label={t("forms.label.studentName")}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          autoFocus={focus("name")}
        />
        <TextField
          meta={fields.email}
          label={t("forms.label.email")}
          required
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          autoFocus={focus("email")}
        />
        <MobileField
          meta={fields.mobileNo}
          label={t("forms.label.contactNumber")}
          required
          hint={t("forms.hint.mobile")}
          autoFocus={focus("mobileNo")}
        />
        <TextField
          meta={fields.registerNumber}
          label={t("forms.label.registerNumber")}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          hint={t("forms.hint.registerNumber")}
          autoFocus={focus("registerNumber")}
        />
        <TextField
          meta={fields.graduationDate}
          label={t("forms.label.graduationYear")}
          required
          type="date"
          hint={t("forms.hint.graduation")}
          autoFocus={focus("graduationDate")}
        />
        <SelectField
          meta={fields.courseId}
          label={t("forms.label.course")}
          required
          options={listOptions(courses)}
          autoFocus={focus("courseId")}
        />
        <TextAreaField
          meta={fields.currentAddress}
          label={t("forms.label.currentAddress")}
          required
          rows={3}
          maxLength={LIMITS.address}
          autoFocus={focus("currentAddress")}
        />
        <TextAreaField
          meta={fields.companyNameAddress}
          label={t("forms.label.company")}
          required
          rows={3}
          maxLength={LIMITS.address}
          autoFocus={focus("companyNameAddress")}
        />
        <TextAreaField
          meta={fields.employerNameAddress}
          label={t("forms.label.employer")}
          required
          rows={3}
          maxLength={LIMITS.address}
          autoFocus={focus("employerNameAddress")}
        />
        <TextAreaField
          meta={fields.remarks}
          label={t("forms.label.remarks")}
          required
          rows={3}
          maxLength={LIMITS.remarks}
          autoFocus={focus("remarks")}
        />
      </div>
      <PrivacyConsent meta={fields.consent} autoFocus={focus("consent")} />
      <ReplyStatus id={`${form.id}-status`} status={replyText(t, reply, false)} />
      <SubmitButton busy={busy} />
    </fetcher.Form>
  );
}
