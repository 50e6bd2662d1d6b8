import type { AppServices } from "~/context.ts";
import type { FormReply } from "~/components/forms/form-reply.ts";
import { PHOTO_FILE_FIELD } from "~/components/forms/photo-upload.tsx";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { findUpload } from "~/models/uploads.server.ts";
import { UPLOAD_RECORD } from "~/schemas/forms/admission.ts";
import type { FieldErrors } from "~/schemas/forms/envelope.ts";

/**
 * The admission photo of a post, for sending and for saving a draft alike. Without JavaScript the photo comes with
 * the form: it is checked and stored like the upload route's and its record put in photoRecord; a photo kept from an
 * earlier try (or a draft) is shown again to the visitor who sent it, while no application uses it.
 */
export async function admissionPhoto(
  formData: FormData,
  request: Request,
  services: AppServices,
): Promise<{ fieldErrors?: FieldErrors; extra: Partial<FormReply> }> {
  const { forms } = services;
  const file = formData.get(PHOTO_FILE_FIELD);
  formData.delete(PHOTO_FILE_FIELD);
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
    return { extra: { photo: { record: stored.record, previewUrl: stored.previewUrl } } };
  }
  const kept = formData.get("photoRecord");
  if (typeof kept === "string" && UPLOAD_RECORD.test(kept) && (await findUpload(services.db, kept))?.attached === 0) {
    return { extra: { photo: { record: kept, previewUrl: forms.photoPreviewUrl(kept) } } };
  }
  return { extra: {} };
}
