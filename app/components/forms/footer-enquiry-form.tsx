import { useId } from "react";
import { useT } from "~/lib/language.tsx";
import { FORM_FIELD } from "~/schemas/forms/envelope.ts";
import { LIMITS } from "~/schemas/forms/fields.ts";
import { footerEnquirySchema } from "~/schemas/forms/footer-enquiry.ts";
import { EmailField, MobileField, SelectField, TextField } from "./fields.tsx";
import { ReplyStatus, SubmitButton, replyText } from "./form-parts.tsx";
import type { FormReply } from "./form-reply.ts";
import { Honeypot } from "./honeypot.tsx";
import { footerCourseOptions } from "./options.ts";
import { useNotify } from "./toasts.ts";
import { useHydrated, useVisitorForm } from "./use-visitor-form.ts";

const ORDER = ["name", "email", "mobileNo", "course"];

/**
 * The footer enquiry (spec §2, §3, §5), in the footer of every page and in the sticky "Enquiry Now" modal.
 * It posts to /enquiry; without JavaScript it names the page to come back to.
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
  const notify = useNotify();
  const hydrated = useHydrated();
  const headingId = useId();
  const { fetcher, form, fields, reply, busy, sentHere, firstInvalid } = useVisitorForm({
    id,
    kind: "footer-enquiry",
    schema: footerEnquirySchema,
    serverReply,
    order: ORDER,
    onReply: notify.submittedOrFailed,
  });
  return (
    <fetcher.Form
      method="post"
      action="/enquiry"
      id={form.id}
      noValidate
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
      {!hydrated && returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Honeypot formId={form.id} />
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
      <ReplyStatus id={`${form.id}-status`} status={replyText(t, reply, sentHere)} />
      <SubmitButton busy={busy} />
    </fetcher.Form>
  );
}
