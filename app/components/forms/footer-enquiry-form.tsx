import { useId } from "react";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { FORM_FIELD } from "~/schemas/forms/envelope.ts";
import { LIMITS } from "~/schemas/forms/form-facts.ts";
import { EmailField, MobileField, SelectField, TextField } from "./fields.tsx";
import { ReplyStatus, SubmitButton, replyText } from "./form-parts.tsx";
import type { FormReply } from "./form-reply.ts";
import { FormToken } from "./form-token.tsx";
import { Honeypot } from "./honeypot.tsx";
import { footerCourseOptions } from "./options.ts";
import { useNotify } from "./toasts.ts";
import { useHydrated, useVisitorForm } from "./use-visitor-form.ts";
import { PrivacyConsent } from "./privacy-consent.tsx";

const ORDER = ["name", "email", "mobileNo", "course", "consent"] as const;

/** The spec's messages for what the browser checks itself; the server checks the same with the form's schema. */
const CONSTRAINTS = {
  name: { missing: "forms.error.name" },
  email: { missing: "forms.error.email", wrong: "forms.error.emailFormat" },
  mobileNo: { missing: "forms.error.mobile", wrong: "forms.error.mobileDigits" },
  course: { missing: "forms.error.course" },
  consent: { missing: "forms.error.consent" },
} as const;

/**
 * The footer enquiry (spec §2, §3, §5), in the footer of every page and in the sticky "Enquiry Now" modal.
 * It posts to /enquiry; without JavaScript it names the page to come back to. It loads no validation code: once the
 * page runs, the browser checks the fields (`required`, `type=email`, `pattern`, `maxLength`) and the page shows the
 * catalogue's message for each; the server checks them again with the form's schema and its messages are shown the
 * same way. Rendered on the server alone (a page that runs no script) it is a plain form that posts to the server,
 * which answers the spec's messages on /enquiry (decision 008).
 */
export function FooterEnquiryForm({
  id,
  returnTo,
  serverReply,
  heading,
  wide = false,
}: {
  id: string;
  returnTo?: string;
  serverReply?: FormReply;
  heading?: string;
  /** Fields side by side on wide screens (the footer band); stacked otherwise (modal, page). */
  wide?: boolean;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const notify = useNotify();
  const hydrated = useHydrated();
  const headingId = useId();
  const { fetcher, form, formRef, fields, reply, busy, sentHere, firstInvalid } = useVisitorForm({
    id,
    kind: "footer-enquiry",
    serverReply,
    order: ORDER,
    constraints: CONSTRAINTS,
    onReply: notify.submittedOrFailed,
  });
  return (
    <fetcher.Form
      method="post"
      action={inLanguage("/enquiry")}
      id={form.id}
      ref={formRef}
      // Without JavaScript the server checks the post and answers the spec's messages; with it the browser checks
      // first and the page shows the catalogue's message for each field (never the browser's own bubble).
      noValidate={!hydrated}
      onSubmit={form.onSubmit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t("forms.footer.heading")}
      className="relative space-y-3"
    >
      {heading ? (
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          {heading}
        </h2>
      ) : null}
      <input type="hidden" name={FORM_FIELD} value="footer-enquiry" />
      {!hydrated && returnTo ? <input type="hidden" name="returnTo" value={inLanguage(returnTo)} /> : null}
      <Honeypot formId={form.id} />
      <FormToken />
      <div className={wide ? "grid gap-3 md:grid-cols-2 lg:grid-cols-4" : "space-y-3"}>
        <TextField
          meta={fields.name}
          label={t("forms.label.name")}
          required
          autoComplete="name"
          maxLength={LIMITS.name}
          autoFocus={firstInvalid === "name"}
        />
        <EmailField meta={fields.email} required autoFocus={firstInvalid === "email"} />
        <MobileField
          meta={fields.mobileNo}
          label={t("forms.label.mobile")}
          required
          autoFocus={firstInvalid === "mobileNo"}
        />
        <SelectField
          meta={fields.course}
          label={t("forms.label.course")}
          required
          options={footerCourseOptions}
          autoFocus={firstInvalid === "course"}
        />
      </div>
      <PrivacyConsent meta={fields.consent} autoFocus={firstInvalid === "consent"} />
      <ReplyStatus id={`${form.id}-status`} status={replyText(t, reply, sentHere)} />
      <SubmitButton busy={busy} />
    </fetcher.Form>
  );
}
