import "~/messages/guardian-consent-messages.ts";
import { GUARDIAN_FIELDS, GUARDIAN_FIELD_NAMES, RELATION_MAX } from "~/core/guardian-fields.ts";
import { type Language, translator } from "~/messages/catalogue.ts";
import { LIMITS } from "~/schemas/forms/form-facts.ts";

type GuardianFieldName = (typeof GUARDIAN_FIELDS)[keyof typeof GUARDIAN_FIELDS];

/** One field of the group as the form draws it: its name, label and hint, and the input's attributes beside them. */
export interface GuardianFieldShown {
  name: GuardianFieldName;
  label: string;
  hint?: string;
  type?: "email" | "tel";
  inputMode?: "numeric";
  maxLength: number;
  autoComplete?: "off";
}

/** The admission form's "Parent or guardian" group as its page draws it, in the page's language. */
export interface GuardianGroupTexts {
  legend: string;
  /** The fields' names, in order (the form's order of focus and the fields its browser checks leave alone). */
  names: GuardianFieldName[];
  fields: GuardianFieldShown[];
}

/**
 * Sent by the admission page's loader, so the group's labels, and the description of its fields, cost the page's
 * script nothing (the form's pages are at the edge of their budget; decisions 060, 068): the browser's catalogue
 * leaves this part out, and the form draws the fields in one loop.
 */
export function guardianGroupTexts(language: Language): GuardianGroupTexts {
  const t = translator(language);
  return {
    legend: t("guardian.legend"),
    names: [...GUARDIAN_FIELD_NAMES],
    fields: [
      // The group's hint (when it is needed, what happens) sits under its first field, tied to it.
      {
        name: GUARDIAN_FIELDS.name,
        label: t("guardian.label.name"),
        hint: t("guardian.hint"),
        maxLength: LIMITS.name,
      },
      {
        name: GUARDIAN_FIELDS.relation,
        label: t("guardian.label.relation"),
        hint: t("guardian.hint.relation"),
        maxLength: RELATION_MAX,
      },
      {
        name: GUARDIAN_FIELDS.email,
        label: t("guardian.label.email"),
        type: "email",
        maxLength: LIMITS.email,
      },
      {
        name: GUARDIAN_FIELDS.mobile,
        label: t("guardian.label.mobile"),
        type: "tel",
        inputMode: "numeric",
        maxLength: 10,
        autoComplete: "off",
      },
    ],
  };
}

/**
 * What the confirmation of a sent application adds for an applicant under 18 (decision 068): that it waits for the
 * parent's or guardian's consent, and how it will come. Sent as text with the action's answer, like the group's.
 */
export function guardianAwaitedText(language: Language, wait: "mailed" | "office"): string {
  return translator(language)(wait === "mailed" ? "guardian.awaited.mailed" : "guardian.awaited.office");
}
