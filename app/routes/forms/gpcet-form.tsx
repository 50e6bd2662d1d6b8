import { type ShouldRevalidateFunction, data } from "react-router";
import { InfoPage } from "~/components/content/info-page.tsx";
import { AdmissionForm } from "~/components/forms/admission-form.tsx";
import { DRAFT_TOKEN_FIELD, INTENT_FIELD, SAVE_DRAFT } from "~/components/forms/draft-fields.ts";
import { transportFailure } from "~/components/forms/use-visitor-form.ts";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { useT } from "~/lib/language.tsx";
import { languageOf, translator } from "~/messages/catalogue.ts";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { addApplication } from "~/models/applications.server.ts";
import { listProgrammeChoices } from "~/models/programmes.server.ts";
import { draftIdProof, endDraft, findDraft } from "~/models/application-drafts.server.ts";
import { admissionSchema } from "~/schemas/forms/admission.ts";
import { type Guardian, readGuardian } from "~/schemas/forms/guardian.ts";
import { GUARDIAN_FIELD_NAMES } from "~/core/guardian-fields.ts";
import { guardianAwaitedText, guardianGroupTexts } from "~/lib/forms/guardian-group.server.ts";
import { loadPart } from "~/messages/load-language.ts";
import type { Route } from "./+types/gpcet-form";
import { admissionPageTexts } from "./admission-page-texts.server.ts";
import { admissionPhoto } from "./admission-photo.server.ts";
import { draftState, saveDraftPost } from "./admission-draft-action.server.ts";
import { isResumePage, resumeDraft } from "./gpcet-form-resume.server.ts";
import { decoyReference, handleFormPost, readForm } from "./form-action.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOf(request);
  const programmes = await listProgrammeChoices(context.services.db);
  const texts = admissionPageTexts(language);
  const guardian = guardianGroupTexts(language);
  // The same module draws a saved draft's page (decision 067), never cached.
  if (isResumePage(request)) return resumeDraft(request, context.services, { programmes, texts, guardian });
  return data({ programmes, texts, guardian, reply: undefined });
}

/** A draft's page says no-store, noindex and same-origin referrers (its loader's headers); the form itself nothing. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** A form post changes nothing this page loads: keep the loaded lists instead of fetching them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

/** The page is a form itself: no sticky "Enquiry Now" button over its fields. */
export const handle: RouteHandle = { stickyEnquiry: false, hydrate: true };

export const meta: Route.MetaFunction = (args) => contentMeta(args, pageHead(args.matches, "formsPage.admission"));

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const { forms } = services;
  const formData = await readForm(request);
  // "Save and finish later", and the draft a form carries on (decision 067): not fields of the admission schema.
  const intent = formData.get(INTENT_FIELD);
  const token = formData.get(DRAFT_TOKEN_FIELD);
  formData.delete(INTENT_FIELD);
  formData.delete(DRAFT_TOKEN_FIELD);
  const draft = typeof token === "string" ? await findDraft(forms.database.db, token) : undefined;
  const carried =
    draft && typeof token === "string" ? draftState(token, draft.idProofLast4, languageOf(request)) : undefined;
  if (intent === SAVE_DRAFT) return saveDraftPost({ request, services, formData, draft: carried });
  // A field left empty under "Saved with your form" sends the draft's number, opened from the vault on the server.
  const typedIdProof = formData.get("idProof");
  if (draft && (typeof typedIdProof !== "string" || typedIdProof.trim() === "")) {
    const saved = await draftIdProof(forms.database.db, forms.idProofKeys, draft);
    if (saved) formData.set("idProof", saved);
  }
  let guardian: Guardian | undefined;
  return handleFormPost({
    request,
    services,
    formData,
    kind: "admission",
    limit: "admission",
    schema: admissionSchema,
    hideFields: ["idProof"],
    decoy: decoyReference("GP"),
    async prepare(posted) {
      // The parent or guardian, required when the applicant is under 18 (decision 068): beside the photo's errors.
      const checked = readGuardian(posted);
      for (const name of GUARDIAN_FIELD_NAMES) posted.delete(name);
      guardian = checked.ok ? checked.guardian : undefined;
      const photo = await admissionPhoto(posted, request, services);
      const prepared = carried ? { ...photo, extra: { ...photo.extra, draft: carried } } : photo;
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
        {
          guardian,
          // Sending ends the draft in the same transaction: its row, its number in the vault, its link (decision 067).
          alsoInTransaction: draft ? (trx) => endDraft(trx, draft.id, value.photoRecord) : undefined,
        },
      );
      if (!stored.ok) return { ok: false, fieldErrors: stored.fieldErrors };
      // An applicant under 18: the confirmation says the application waits for the guardian's consent, in text
      // from the server (the page's script has no room for it, decision 068).
      const { reference, guardianConsent } = stored.value;
      const message = guardianConsent && guardianAwaitedText(language, guardianConsent);
      return { ok: true, reference, reply: { dateOfBirth: value.dateOfBirth, ...(message ? { message } : {}) } };
    },
  });
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
      <p className="max-w-3xl">{loaderData.texts.intro}</p>
      <div id="admission-form">
        <AdmissionForm
          programmes={loaderData.programmes}
          guardian={loaderData.guardian}
          idProofHint={loaderData.texts.idProofHint}
          photoTexts={loaderData.texts.photo}
          serverReply={actionData ?? loaderData.reply}
        />
      </div>
    </InfoPage>
  );
}
