import { Suspense, lazy, useEffect, useRef } from "react";
import { statusPagePath } from "~/core/status-page-path.ts";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import type { Translate } from "~/messages/catalogue.ts";
import { CATEGORIES, LIMITS } from "~/schemas/forms/form-facts.ts";
import { Fieldset, RadioField, SelectField, TextAreaField, MobileField, TextField } from "./fields.tsx";
import { RequiredNote, SubmitButton } from "./form-parts.tsx";
import type { FormReply } from "./form-reply.ts";
import { DRAFT_TOKEN_FIELD, INTENT_FIELD, SAVE_DRAFT } from "./draft-fields.ts";
import { FormStatus } from "./form-status.tsx";
import { FormToken } from "./form-token.tsx";
import { Honeypot } from "./honeypot.tsx";
import { genderOptions, listOptions } from "./options.ts";
import { PHOTO_FILE_FIELD, PhotoUpload, type PhotoHandle, type PhotoTexts } from "./photo-upload.tsx";
import { useNotify } from "./toasts.ts";
import { useVisitorForm } from "./use-visitor-form.ts";
import { PrivacyConsent } from "./privacy-consent.tsx";
import type { GuardianGroupTexts } from "~/lib/forms/guardian-group.server.ts";

/*
 * The receipt's controls show only after an application is sent: their code loads then, not with the form (the
 * page's script budget, decision 060).
 */
const receiptForm = () => import("~/components/application-status/receipt-form.tsx");
const ReceiptControls = lazy(() => receiptForm().then((module) => ({ default: module.ReceiptControls })));
const ReceiptForm = lazy(() => receiptForm().then((module) => ({ default: module.ReceiptForm })));

const ORDER = [
  "name",
  "dateOfBirth",
  "gender",
  "category",
  "religion",
  "programmeId",
  "fatherName",
  "motherName",
  "idProof",
  "email",
  "mobileNo",
  "alterMobileNo",
  "address",
  "city",
  "pincode",
  "photoRecord",
  "remarks",
  "consent",
] as const;

/** The confirmation's receipt form (decision 058), outside the admission form. */
const RECEIPT_FORM = "admission-receipt";

/** The outcome text of spec §4: the application ID in an info box, or "Submission failed". */
function statusOf(t: Translate, reply: FormReply | undefined) {
  if (!reply) return undefined;
  if (reply.outcome === "success")
    return { tone: "info" as const, text: t("forms.applicationSubmitted", { id: reply.reference ?? "" }) };
  if (reply.outcome === "failed") return { tone: "error" as const, text: reply.message ?? t("forms.failed") };
  if (reply.outcome === "saved") return { tone: "success" as const, text: reply.message ?? "" };
  if (reply.outcome === "limited")
    return { tone: "error" as const, text: reply.message ?? t("forms.submissionFailed") };
  return { tone: "error" as const, text: t("forms.submissionFailed") };
}

/**
 * The online admission application (/gpcet-form): every field of spec §3 "Admission application (sent)".
 * The data source and lateral entry are not on the form: the server sets them. With JavaScript the form resets after
 * any answer (spec §4) but a saved draft's; without it, a refused form comes back filled in, except the Aadhaar/UID
 * number. "Save and finish later" (decision 067) is a second submit button: the server keeps what was typed and mails
 * a link; a form that carries on a draft (opened from that link, or just saved) posts its token back, and a number
 * the draft keeps is shown by its last four digits only, sent again from the server when the field is left empty.
 */
export function AdmissionForm({
  programmes,
  idProofHint,
  photoTexts,
  serverReply,
  guardian,
}: {
  programmes: { id: number; displayText: string }[];
  /** The Aadhaar/UID field's hint, as text from the page's data (the script budget). */
  idProofHint: string;
  /** The photo field's texts, from the page's data too. */
  photoTexts: PhotoTexts;
  serverReply?: FormReply;
  /** The "Parent or guardian" group's texts, from the page's loader (not in the browser's catalogue). */
  guardian: GuardianGroupTexts;
}) {
  const t = useT();
  const inLanguage = useLanguagePath();
  const notify = useNotify();
  const photo = useRef<PhotoHandle>(null);
  // The draft this form carries on: answered with every reply but a sent application's.
  const carried = useRef<FormReply["draft"]>(serverReply?.draft);
  const { fetcher, form, formRef, fields, reply, busy, firstInvalid } = useVisitorForm({
    id: "admission",
    kind: "admission",
    rules: () =>
      import("./admission-rules.ts").then((rules) => rules.admissionRules(() => !!carried.current?.idProofHint)),
    serverReply,
    // The parent's or guardian's fields, named by the loader with their texts (decision 068), take focus last.
    order: [...ORDER, ...guardian.names],
    // The guardian's fields are the server's to check: they are needed only under 18 (decision 068).
    ignore: [PHOTO_FILE_FIELD, ...guardian.names],
    onInvalid() {
      notify.warning(t("forms.invalid"));
      // The photo's value lives in a hidden field, which cannot take focus: send focus to the file input.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || (active as HTMLInputElement).type === "hidden")
          photo.current?.focus();
      });
    },
    onReply(next) {
      // A saved draft's answer is read out from the form's status; the form keeps what was typed.
      if (next.outcome === "saved") return;
      if (next.outcome === "success") notify.success(t("forms.applicationSubmitted", { id: next.reference ?? "" }));
      else if (next.outcome === "failed") notify.error(t("forms.failed"));
      else notify.error(t("forms.submissionFailed"));
      form.reset();
      photo.current?.reset();
    },
  });
  const status = statusOf(t, reply);
  const draft = reply?.outcome === "success" ? undefined : (reply?.draft ?? serverReply?.draft);
  useEffect(() => {
    carried.current = draft;
  });
  const focus = (name: string) => firstInvalid === name;
  const admission = (
    <fetcher.Form
      method="post"
      action={inLanguage("/gpcet-form")}
      encType="multipart/form-data"
      id={form.id}
      ref={formRef}
      noValidate
      aria-label={t("forms.admission.formName")}
      className="relative space-y-6"
      onSubmit={form.onSubmit}
    >
      <RequiredNote />
      <Honeypot formId={form.id} />
      <FormToken />
      {draft ? <input type="hidden" name={DRAFT_TOKEN_FIELD} value={draft.token} /> : null}
      <Fieldset legend={t("forms.admission.personal")}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            meta={fields.name}
            label={t("forms.label.name")}
            required
            autoComplete="name"
            maxLength={LIMITS.name}
            autoFocus={focus("name")}
          />
          <TextField
            meta={fields.dateOfBirth}
            label={t("forms.label.dateOfBirth")}
            required
            type="date"
            autoComplete="bday"
            autoFocus={focus("dateOfBirth")}
          />
          <RadioField
            meta={fields.gender}
            label={t("forms.label.gender")}
            required
            options={genderOptions(t)}
            autoFocus={focus("gender")}
          />
          <SelectField
            meta={fields.category}
            label={t("forms.label.category")}
            required
            options={CATEGORIES.map((value) => ({ value, label: value, lang: "en" }))}
            autoFocus={focus("category")}
          />
          <TextField
            meta={fields.religion}
            label={t("forms.label.religion")}
            required
            maxLength={LIMITS.religion}
            autoFocus={focus("religion")}
          />
          <SelectField
            meta={fields.programmeId}
            label={t("forms.label.program")}
            required
            options={listOptions(programmes)}
            autoFocus={focus("programmeId")}
          />
          <TextField
            meta={fields.fatherName}
            label={t("forms.label.fatherName")}
            required
            maxLength={LIMITS.name}
            autoFocus={focus("fatherName")}
          />
          <TextField
            meta={fields.motherName}
            label={t("forms.label.motherName")}
            required
            maxLength={LIMITS.name}
            autoFocus={focus("motherName")}
          />
          <TextField
            meta={fields.idProof}
            label={t("forms.label.idProof")}
            required={!draft?.idProofHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            hint={draft?.idProofHint ?? idProofHint}
            className="md:col-span-2"
            autoFocus={focus("idProof")}
          />
        </div>
      </Fieldset>
      <Fieldset legend={t("forms.admission.contact")}>
        <div className="grid gap-4 md:grid-cols-2">
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
            label={t("forms.label.mobile")}
            required
            hint={t("forms.hint.mobile")}
            autoFocus={focus("mobileNo")}
          />
          <MobileField
            meta={fields.alterMobileNo}
            label={`${t("forms.label.alternateMobile")} ${t("forms.optional")}`}
            autoComplete="off"
            autoFocus={focus("alterMobileNo")}
          />
          <TextAreaField
            meta={fields.address}
            label={t("forms.label.address")}
            required
            rows={3}
            maxLength={LIMITS.address}
            className="md:col-span-2"
            autoFocus={focus("address")}
          />
          <TextField
            meta={fields.city}
            label={t("forms.label.city")}
            required
            autoComplete="address-level2"
            maxLength={LIMITS.city}
            autoFocus={focus("city")}
          />
          <TextField
            meta={fields.pincode}
            label={t("forms.label.pincode")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint={t("forms.hint.pincode")}
            autoFocus={focus("pincode")}
          />
        </div>
      </Fieldset>
      <Fieldset legend={guardian.legend}>
        <div className="grid gap-4 md:grid-cols-2">
          {guardian.fields.map((field) => (
            <TextField key={field.name} {...field} meta={fields[field.name]} autoFocus={focus(field.name)} />
          ))}
        </div>
      </Fieldset>
      <Fieldset legend={t("forms.admission.photoHeading")}>
        <PhotoUpload
          ref={photo}
          meta={fields.photoRecord}
          texts={photoTexts}
          initial={serverReply?.photo}
          autoFocus={focus("photoRecord")}
          onUploaded={() => form.validate("photoRecord")}
        />
      </Fieldset>
      <TextAreaField
        meta={fields.remarks}
        label={`${t("forms.label.remarks")} ${t("forms.optional")}`}
        rows={3}
        maxLength={LIMITS.remarks}
        autoFocus={focus("remarks")}
      />
      <PrivacyConsent meta={fields.consent} autoFocus={focus("consent")} />
      <FormStatus id="admission-status" tone={status?.tone ?? "info"}>
        {status ? (
          <div className={reply?.outcome === "success" ? "print-confirmation" : undefined}>
            <strong>{status.text}</strong>
            {reply?.outcome === "success" ? <span className="block">{t("forms.keepId")}</span> : null}
            {reply?.outcome === "success" && reply.message ? <span className="block">{reply.message}</span> : null}
            {reply?.outcome === "success" && reply.reference ? (
              <a
                href={inLanguage(statusPagePath(reply.reference))}
                className="mt-1 block underline underline-offset-2 print:hidden"
              >
                {t("applicationStatus.confirmationLink")}
              </a>
            ) : null}
            {reply?.outcome === "success" && reply.reference && reply.dateOfBirth ? (
              <Suspense fallback={null}>
                <ReceiptControls id={reply.reference} dateOfBirth={reply.dateOfBirth} form={RECEIPT_FORM} />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </FormStatus>
      <SubmitButton busy={busy} />
      <button
        type="submit"
        name={INTENT_FIELD}
        value={SAVE_DRAFT}
        formNoValidate
        className="ms-3 mt-3 min-h-11 rounded border-2 border-brand-700 px-6 py-2 font-semibold text-brand-800"
      >
        {t("forms.saveDraft")}
      </button>
    </fetcher.Form>
  );
  // Forms cannot nest: the receipt's form stands after the admission form, and the confirmation's controls name it.
  return (
    <>
      {admission}
      {reply?.outcome === "success" && reply.dateOfBirth ? (
        <Suspense fallback={null}>
          <ReceiptForm id={RECEIPT_FORM} />
        </Suspense>
      ) : null}
    </>
  );
}
