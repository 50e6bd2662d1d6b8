import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import type { AdmissionDraftState, FormReply } from "~/components/forms/form-reply.ts";
import { type Language, languageOf, translator } from "~/messages/catalogue.ts";
import { messageText } from "~/messages/message-ref.ts";
import { saveDraft } from "~/models/application-drafts.server.ts";
import { admissionDraftSchema } from "~/schemas/forms/admission-draft.ts";
import { splitFormData } from "~/schemas/forms/envelope.ts";
import { admissionPhoto } from "./admission-photo.server.ts";

/** What a form carrying on a draft is told of it: its token, and the hint of a number it keeps (by its last 4). */
export function draftState(token: string, idProofLast4: string | null, language: Language): AdmissionDraftState {
  return {
    token,
    idProofHint: idProofLast4 ? translator(language)("drafts.idProofSaved", { last4: idProofLast4 }) : null,
  };
}

/** A saved draft's page is one person's: never kept by a browser or a proxy. */
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * "Save and finish later" on the admission form (decision 067), with or without JavaScript: the admission form's
 * per-address limit and honeypot, the photo checked like every upload, then only a valid e-mail address and length
 * caps. The answer keeps everything typed on the page except the Aadhaar/UID number (its last four digits are shown),
 * says where the link went, and carries the draft's token so that saving again or sending ends the same draft.
 */
export async function saveDraftPost(post: {
  request: Request;
  services: AppServices;
  formData: FormData;
  /** The live draft the form carries on, when its token came with the post. */
  draft: AdmissionDraftState | undefined;
}) {
  const { request, services, formData } = post;
  const language = languageOf(request);
  const t = translator(language);
  const hideFields = ["idProof"];
  const answer = (reply: Omit<FormReply, "form">, status: number) => {
    const error = reply.result.error;
    const texts =
      error &&
      Object.fromEntries(
        Object.entries(error).map(([name, messages]) => [name, messages?.map((ref) => messageText(t, ref)) ?? null]),
      );
    return data<FormReply>(
      { form: "admission", ...reply, result: { ...reply.result, error: texts } },
      { status, headers: NO_STORE },
    );
  };

  const { envelope } = splitFormData(formData);
  if (envelope.trapped) {
    return answer({ outcome: "saved", message: t("drafts.saved", { email: "" }), result: { initialValue: null } }, 200);
  }
  const rate = await services.forms.allowPost("admission");
  if (!rate.allowed) {
    const message = t("forms.tooMany", { minutes: rate.retryAfterMinutes });
    const submission = parseWithZod(splitFormData(formData).fields, { schema: admissionDraftSchema });
    return answer(
      { outcome: "limited", message, result: submission.reply({ formErrors: [message], hideFields }) },
      429,
    );
  }
  const photo = await admissionPhoto(formData, request, services);
  const submission = parseWithZod(splitFormData(formData).fields, { schema: admissionDraftSchema });
  const kept = post.draft ? { draft: post.draft } : {};
  if (submission.status !== "success" || photo.fieldErrors) {
    return answer(
      {
        ...photo.extra,
        ...kept,
        outcome: "invalid",
        result: submission.reply({ fieldErrors: photo.fieldErrors ?? {}, hideFields }),
      },
      400,
    );
  }
  try {
    const saved = await saveDraft(services.forms.database, services.forms.idProofKeys, services.forms.mail, {
      draft: submission.value,
      language,
      token: post.draft?.token,
    });
    return answer(
      {
        ...photo.extra,
        outcome: "saved",
        message: saved.mailed ? t("drafts.saved", { email: submission.value.email }) : t("drafts.savedAgain"),
        result: submission.reply({ hideFields }),
        draft: draftState(saved.token, saved.idProofLast4, language),
      },
      200,
    );
  } catch (error) {
    services.forms.logError(error, "saving an admission draft failed");
    const message = t("forms.failed");
    return answer(
      {
        ...photo.extra,
        ...kept,
        outcome: "failed",
        message,
        result: submission.reply({ formErrors: [message], hideFields }),
      },
      500,
    );
  }
}
