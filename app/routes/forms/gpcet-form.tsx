import type { ShouldRevalidateFunction } from "react-router";
import { InfoPage } from "~/components/content/info-page.tsx";
import { AdmissionForm } from "~/components/forms/admission-form.tsx";
import type { FormReply } from "~/components/forms/form-reply.ts";
import { PHOTO_FILE_FIELD } from "~/components/forms/photo-upload.tsx";
import { transportFailure } from "~/components/forms/use-visitor-form.ts";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { useT } from "~/lib/language.tsx";
import { languageOf, translator } from "~/messages/catalogue.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { addApplication } from "~/models/applications.server.ts";
import { listProgrammeChoices } from "~/models/programmes.server.ts";
import { findUpload } from "~/models/uploads.server.ts";
import { UPLOAD_RECORD, admissionSchema } from "~/schemas/forms/admission.ts";
import { type Guardian, readGuardian } from "~/schemas/forms/guardian.ts";
import { GUARDIAN_FIELD_NAMES } from "~/core/guardian-fields.ts";
import type { FieldErrors } from "~/schemas/forms/envelope.ts";
import { guardianGroupTexts } from "~/lib/forms/guardian-group.server.ts";
import { loadPart } from "~/messages/load-language.ts";
import { messageRef } from "~/messages/message-ref.ts";
import type { Route } from "./+types/gpcet-form";
import { decoyReference, handleFormPost } from "./form-action.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    programmes: await listProgrammeChoices(context.services.db),
    guardian: guardianGroupTexts(languageOf(request)),
  };
}

/** A form post changes nothing this page loads: keep the loaded lists instead of fetching them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false, hydrate: true };

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "formsPage.admission"));

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const { forms } = services;
  let guardian: Guardian | undefined;
  return handleFormPost({
    request,
    services,
    kind: "admission",
    limit: "admission",
    schema: admissionSchema,
    hideFields: ["idProof"],
    decoy: decoyReference("GP"),
    async prepare(formData) {
      // The parent or guardian, required when the applicant is under 18 (decision 068): beside the photo's errors.
      const checked = readGuardian(formData);
      for (const name of GUARDIAN_FIELD_NAMES) formData.delete(name);
      guardian = checked.ok ? checked.guardian : undefined;
      const prepared = await preparePhoto(formData);
      return checked.ok ? prepared : { ...prepared, fieldErrors: { ...prepared.fieldErrors, ...checked.fieldErrors } };
    },
    async store(value, _envelope, once, consent) {
      const language = languageOf(request);
      const stored = await addApplication(
        forms.database,
        value,
        forms.idProofKeys,
        forms.mail,
        language,
        once,
        consent,
        guardian,
      );
      return stored.ok
        ? { ok: true, reference: stored.value.reference, reply: { dateOfBirth: value.dateOfBirth } }
        : { ok: false, fieldErrors: stored.fieldErrors };
    },
  });

  /**
   * Without JavaScript the photo comes with the form: store it like the upload route would and put its record
   * in photoRecord; a photo kept from an earlier try is shown again to the visitor who sent it, while unused.
   */
  async function preparePhoto(formData: FormData): Promise<{ fieldErrors?: FieldErrors; extra?: Partial<FormReply> }> {
    const file = formData.get(PHOTO_FILE_FIELD);
    formData.delete(PHOTO_FILE_FIELD);
    let photo: FormReply["photo"];
    if (file instanceof File && file.size > 0) {
      const stored = await forms.storePhoto(file);
      if (!stored.ok) {
        formData.delete("photoRecord");
        return {
          fieldErrors: { photoRecord: [messageRef("forms.error.admission.photo")] },
          extra: { message: translator(languageOf(request))("forms.imageFailed") },
        };
      }
      formData.set("photoRecord", stored.record);
      photo = { record: stored.record, previewUrl: stored.previewUrl };
    } else {
      const kept = formData.get("photoRecord");
      if (
        typeof kept === "string" &&
        UPLOAD_RECORD.test(kept) &&
        (await findUpload(services.db, kept))?.attached === 0
      ) {
        photo = { record: kept, previewUrl: forms.photoPreviewUrl(kept) };
      }
    }
    return { extra: photo ? { photo } : {} };
  }
}

/** On a client-side navigation to this page, its form's texts arrive with its data (app/messages/load-language.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPart("admission", languageOf(request))]);
  return data;
}

export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return transportFailure("admission", translator(languageOf(request))("forms.failed"));
  }
}

export default function GpcetForm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={t("formsPage.admission.title")} wide>
      <p className="max-w-3xl">{t("forms.admission.intro")}</p>
      <div id="admission-form">
        <AdmissionForm programmes={loaderData.programmes} guardian={loaderData.guardian} serverReply={actionData} />
      </div>
    </InfoPage>
  );
}
