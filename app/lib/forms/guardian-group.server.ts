import "~/messages/guardian-consent-messages.ts";
import { type Language, translator } from "~/messages/catalogue.ts";

/** The admission form's "Parent or guardian" group's texts, in the page's language. */
export interface GuardianGroupTexts {
  legend: string;
  hint: string;
  name: string;
  relation: string;
  relationHint: string;
  email: string;
  mobile: string;
}

/**
 * Sent by the admission page's loader, so the group's labels cost the page's script nothing (the form's pages are at
 * the edge of their budget; decisions 060, 068): the browser's catalogue leaves this part out.
 */
export function guardianGroupTexts(language: Language): GuardianGroupTexts {
  const t = translator(language);
  return {
    legend: t("guardian.legend"),
    hint: t("guardian.hint"),
    name: t("guardian.label.name"),
    relation: t("guardian.label.relation"),
    relationHint: t("guardian.hint.relation"),
    email: t("guardian.label.email"),
    mobile: t("guardian.label.mobile"),
  };
}
