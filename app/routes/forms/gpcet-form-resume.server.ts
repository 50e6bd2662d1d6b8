import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import type { FormReply } from "~/components/forms/form-reply.ts";
import { DRAFT_RESUME_PATH } from "~/core/draft-resume-path.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { pagePathOf } from "~/messages/language-path.ts";
import { findDraft } from "~/models/application-drafts.server.ts";
import { findUpload } from "~/models/uploads.server.ts";
import { draftState } from "./admission-draft-action.server.ts";

/**
 * One person's form: never kept by a browser, a proxy or the page cache (server/page-cache/cache-key.ts), not for
 * search engines, and no Referer off the site ("same-origin"; "no-referrer" would make the browser send `Origin: null`
 * with the form's post, which the server refuses as from another site).
 */
const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" };

/** Whether a request to the admission form's module is a draft's resume page rather than the form itself. */
export const isResumePage = (request: Request) => pagePathOf(new URL(request.url).pathname) === DRAFT_RESUME_PATH;

/**
 * A draft's resume page (decision 067): `/gpcet-form/resume?token=…` from the mailed link, in the link's language,
 * drawn by the admission form's own module (one module, so the form's script is not split into more files). A live
 * draft answers the form filled as it was saved, its photo kept and its Aadhaar/UID number shown by its last four
 * digits only; the form posts to `/gpcet-form`, carrying the token in a hidden field. An expired, used or tampered
 * token gets one message above an empty form, the way forward (410). The token is in the query, which the server's
 * log leaves out.
 */
export async function resumeDraft<Page extends { texts: { intro: string } }>(
  request: Request,
  services: AppServices,
  page: Page,
) {
  const { forms } = services;
  const language = languageOf(request);
  const t = translator(language);
  const token = new URL(request.url).searchParams.get("token") ?? undefined;
  const draft = await findDraft(forms.database.db, token);
  if (!draft || !token) {
    const message = `${t("drafts.linkGone.title")}. ${t("drafts.linkGone.text")} ${t("drafts.linkGone.action")}`;
    const gone: FormReply = { form: "admission", outcome: "failed", message, result: { initialValue: null } };
    // Said at the top of the page, in the introduction's place, and again above the buttons.
    return data({ ...page, texts: { ...page.texts, intro: message }, reply: gone }, { status: 410, headers: NO_STORE });
  }
  const upload = draft.photoRecord ? await findUpload(forms.database.db, draft.photoRecord) : undefined;
  const photo =
    upload && upload.attached === 0
      ? { record: upload.record, previewUrl: forms.photoPreviewUrl(upload.record) }
      : undefined;
  const reply: FormReply = {
    form: "admission",
    outcome: "saved",
    message: t("drafts.resumed"),
    result: {
      initialValue: {
        ...Object.fromEntries(Object.entries(draft.fields).filter((entry): entry is [string, string] => !!entry[1])),
        email: draft.email,
        ...(photo ? { photoRecord: photo.record } : {}),
      },
    },
    ...(photo ? { photo } : {}),
    draft: draftState(token, draft.idProofLast4, language),
  };
  return data({ ...page, texts: { ...page.texts, intro: t("drafts.resumed") }, reply }, { headers: NO_STORE });
}
