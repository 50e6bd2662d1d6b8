import { useId } from "react";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { LIMITS } from "~/schemas/forms/form-facts.ts";
import { EmailField, MobileField, TextAreaField, TextField } from "./fields.tsx";
import { RequiredNote, ReplyStatus, SubmitButton, replyText } from "./form-parts.tsx";
import type { FormReply } from "./form-reply.ts";
import { FormToken } from "./form-token.tsx";
import { Honeypot } from "./honeypot.tsx";
import { useNotify } from "./toasts.ts";
import { rulesOf } from "./browser-checks.ts";
import { useHydrated, useVisitorForm } from "./use-visitor-form.ts";
import { PrivacyConsent } from "./privacy-consent.tsx";

const ORDER = ["name", "email", "subject", "mobileNo", "message", "consent"] as const;

/**
 * "Send Your Message" (spec §2 Contact Us), on /contact-us and on the home page. Posts to /contact-us; from
 * another page without JavaScript it names the page to return to. On failure the form keeps what was typed.
 */
export function ContactForm({
  id,
  serverReply,
  returnTo,
  headingLevel = 2,
}: {
  id: string;
  serverReply?: FormReply;
  returnTo?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const notify = useNotify();
  const hydrated = useHydrated();
  const headingId = useId();
  const { fetcher, form, formRef, fields, reply, busy, sentHere, firstInvalid } = useVisitorForm({
    id,
    kind: "contact",
    rules: () => import("~/schemas/forms/contact.ts").then((rules) => rulesOf(rules.contactSchema)),
    serverReply,
    order: ORDER,
    onReply: notify.submittedOrFailed,
  });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <fetcher.Form
      method="post"
      action={inLanguage("/contact-us")}
      id={form.id}
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={headingId}
      className="relative space-y-4"
    >
      <Heading id={headingId} className="text-2xl font-bold text-brand-900">
        {t("forms.contact.heading")}
      </Heading>
      <RequiredNote />
      {!hydrated && returnTo ? <input type="hidden" name="returnTo" value={inLanguage(returnTo)} /> : null}
      <Honeypot formId={form.id} />
      <FormToken />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.name}
          label={t("forms.label.name")}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          autoFocus={firstInvalid === "name"}
        />
        <EmailField meta={fields.email} required autoFocus={firstInvalid === "email"} />
        <TextField
          meta={fields.subject}
          label={t("forms.label.subject")}
          required
          maxLength={LIMITS.subject}
          autoFocus={firstInvalid === "subject"}
        />
        <MobileField
          meta={fields.mobileNo}
          label={t("forms.label.mobile")}
          required
          hint={t("forms.hint.mobile")}
          autoFocus={firstInvalid === "mobileNo"}
        />
      </div>
      <TextAreaField
        meta={fields.message}
        label={t("forms.label.message")}
        required
        rows={5}
        maxLength={LIMITS.message}
        autoFocus={firstInvalid === "message"}
      />
      <PrivacyConsent meta={fields.consent} autoFocus={firstInvalid === "consent"} />
      <ReplyStatus id={`${form.id}-status`} status={replyText(t, reply, sentHere)} />
      <SubmitButton busy={busy} />
    </fetcher.Form>
  );
}
