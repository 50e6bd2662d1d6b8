import { useRef } from "react";
import { t } from "~/messages/en.ts";
import { CATEGORIES, admissionSchema } from "~/schemas/forms/admission.ts";
import { LIMITS } from "~/schemas/forms/fields.ts";
import { Fieldset, RadioField, SelectField, TextAreaField, MobileField, TextField } from "./fields.tsx";
import { RequiredNote, SubmitButton } from "./form-parts.tsx";
import type { FormReply } from "./form-reply.ts";
import { FormStatus } from "./form-status.tsx";
import { Honeypot } from "./honeypot.tsx";
import { genderOptions, listOptions } from "./options.ts";
import { PHOTO_FILE_FIELD, PhotoUpload, type PhotoHandle } from "./photo-upload.tsx";
import { useNotify } from "./toasts.ts";
import { isIntentSubmit, useVisitorForm } from "./use-visitor-form.ts";

const ORDER = [
  "Name",
  "DOB",
  "gender",
  "Category",
  "Relision",
  "ProgID",
  "FatherName",
  "MotherName",
  "IDProof",
  "EmailID",
  "Mobileno",
  "AlterMobileNo",
  "Address",
  "City",
  "Pincode",
  "ProfilePic",
  "Remarks",
];

/** The outcome text of spec §4: the application ID in an info box, or "Submission failed". */
function statusOf(reply: FormReply | undefined) {
  if (!reply) return undefined;
  if (reply.outcome === "success")
    return { tone: "info" as const, text: t("forms.applicationSubmitted", { id: reply.reference ?? "" }) };
  if (reply.outcome === "failed") return { tone: "error" as const, text: reply.message ?? t("forms.failed") };
  if (reply.outcome === "limited")
    return { tone: "error" as const, text: reply.message ?? t("forms.submissionFailed") };
  return { tone: "error" as const, text: t("forms.submissionFailed") };
}

/**
 * The online admission application (/gpcet-form): every field of spec §3 "Admission application (sent)".
 * DataSource and IsLateral are not on the form: the server sets them. With JavaScript the form resets after
 * any answer (spec §4); without it, a refused form comes back filled in, except the Aadhaar/UID number.
 */
export function AdmissionForm({
  programmes,
  serverReply,
}: {
  programmes: { id: number; displayText: string }[];
  serverReply?: FormReply;
}) {
  const notify = useNotify();
  const photo = useRef<PhotoHandle>(null);
  const { fetcher, form, fields, reply, busy, firstInvalid } = useVisitorForm({
    id: "admission",
    kind: "admission",
    schema: admissionSchema,
    serverReply,
    order: ORDER,
    ignore: [PHOTO_FILE_FIELD],
    onReply(next) {
      if (next.outcome === "success") notify.success(t("forms.applicationSubmitted", { id: next.reference ?? "" }));
      else if (next.outcome === "failed") notify.error(t("forms.failed"));
      else notify.error(t("forms.submissionFailed"));
      form.reset();
      photo.current?.reset();
    },
  });
  const status = statusOf(reply);
  const focus = (name: string) => firstInvalid === name;
  return (
    <fetcher.Form
      method="post"
      action="/gpcet-form"
      encType="multipart/form-data"
      id={form.id}
      noValidate
      aria-label={t("forms.admission.formName")}
      className="relative space-y-6"
      onSubmit={(event) => {
        form.onSubmit(event);
        if (event.defaultPrevented && !isIntentSubmit(event)) {
          notify.warning(t("forms.invalid"));
          // The photo's value lives in a hidden field, which cannot take focus: send focus to the file input.
          requestAnimationFrame(() => {
            const active = document.activeElement;
            if (!active || active === document.body || (active as HTMLInputElement).type === "hidden")
              photo.current?.focus();
          });
        }
      }}
    >
      <RequiredNote />
      <Honeypot formId={form.id} />
      <Fieldset legend={t("forms.admission.personal")}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            meta={fields.Name}
            label={t("forms.label.name")}
            required
            autoComplete="name"
            maxLength={LIMITS.name}
            autoFocus={focus("Name")}
          />
          <TextField
            meta={fields.DOB}
            label={t("forms.label.dateOfBirth")}
            required
            type="date"
            autoComplete="bday"
            autoFocus={focus("DOB")}
          />
          <RadioField
            meta={fields.gender}
            label={t("forms.label.gender")}
            required
            options={genderOptions}
            autoFocus={focus("gender")}
          />
          <SelectField
            meta={fields.Category}
            label={t("forms.label.category")}
            required
            options={CATEGORIES.map((value) => ({ value, label: value }))}
            autoFocus={focus("Category")}
          />
          <TextField
            meta={fields.Relision}
            label={t("forms.label.religion")}
            required
            maxLength={LIMITS.religion}
            autoFocus={focus("Relision")}
          />
          <SelectField
            meta={fields.ProgID}
            label={t("forms.label.program")}
            required
            options={listOptions(programmes)}
            autoFocus={focus("ProgID")}
          />
          <TextField
            meta={fields.FatherName}
            label={t("forms.label.fatherName")}
            required
            maxLength={LIMITS.name}
            autoFocus={focus("FatherName")}
          />
          <TextField
            meta={fields.MotherName}
            label={t("forms.label.motherName")}
            required
            maxLength={LIMITS.name}
            autoFocus={focus("MotherName")}
          />
          <TextField
            meta={fields.IDProof}
            label={t("forms.label.idProof")}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            hint={t("forms.hint.idProof")}
            className="md:col-span-2"
            autoFocus={focus("IDProof")}
          />
        </div>
      </Fieldset>
      <Fieldset legend={t("forms.admission.contact")}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            meta={fields.EmailID}
            label={t("forms.label.email")}
            required
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            autoFocus={focus("EmailID")}
          />
          <MobileField
            meta={fields.Mobileno}
            label={t("forms.label.mobile")}
            required
            hint={t("forms.hint.mobile")}
            autoFocus={focus("Mobileno")}
          />
          <MobileField
            meta={fields.AlterMobileNo}
            label={`${t("forms.label.alternateMobile")} ${t("forms.optional")}`}
            autoComplete="off"
            autoFocus={focus("AlterMobileNo")}
          />
          <TextAreaField
            meta={fields.Address}
            label={t("forms.label.address")}
            required
            rows={3}
            maxLength={LIMITS.address}
            className="md:col-span-2"
            autoFocus={focus("Address")}
          />
          <TextField
            meta={fields.City}
            label={t("forms.label.city")}
            required
            autoComplete="address-level2"
            maxLength={LIMITS.city}
            autoFocus={focus("City")}
          />
          <TextField
            meta={fields.Pincode}
            label={t("forms.label.pincode")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            hint={t("forms.hint.pincode")}
            autoFocus={focus("Pincode")}
          />
        </div>
      </Fieldset>
      <Fieldset legend={t("forms.admission.photoHeading")}>
        <PhotoUpload
          ref={photo}
          meta={fields.ProfilePic}
          initial={serverReply?.photo}
          autoFocus={focus("ProfilePic")}
          onUploaded={() => form.validate({ name: "ProfilePic" })}
        />
      </Fieldset>
      <TextAreaField
        meta={fields.Remarks}
        label={`${t("forms.label.remarks")} ${t("forms.optional")}`}
        rows={3}
        maxLength={LIMITS.remarks}
        autoFocus={focus("Remarks")}
      />
      <FormStatus id="admission-status" tone={status?.tone ?? "info"}>
        {status ? (
          <>
            <strong>{status.text}</strong>
            {reply?.outcome === "success" ? <span className="block">{t("forms.keepId")}</span> : null}
          </>
        ) : null}
      </FormStatus>
      <SubmitButton busy={busy} />
    </fetcher.Form>
  );
}
