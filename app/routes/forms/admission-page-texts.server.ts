import { type Language, translator } from "~/messages/catalogue.ts";

/**
 * The admission page's longer texts, sent as text with its data (server-only catalogue part): the page's script
 * carries none of them, which keeps it within its budget (decision 067).
 */
export function admissionPageTexts(language: Language) {
  const t = translator(language);
  return {
    intro: t("forms.admission.intro"),
    idProofHint: t("forms.hint.idProof"),
    photo: { hint: t("forms.photo.hint"), kept: t("forms.photo.kept") },
  };
}
