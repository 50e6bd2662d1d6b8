import { formatDate, istDate } from "~/core/format-date.ts";
import { type Language, defaultLanguage, translator } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import { institution } from "~/settings/institution.ts";
import { collegeContacts, type MailText } from "./submission-mail.ts";

/** The guardian's page for a link's token (app/routes/forms/guardian-consent.tsx). */
export const guardianLinkPath = (token: string) => `/guardian-consent/${token}`;

/**
 * The mail to the parent or guardian of an applicant under 18 (decision 068): a fixed text in the applicant's
 * language with the application ID, the link to give consent and when it stops working. Nothing the visitor typed,
 * not even a name (decision 031): the address was typed by the applicant and may be wrong.
 */
export function guardianConsentMail(
  facts: { reference: string; token: string; expiresAt: string },
  siteUrl: string,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const college = institution.name;
  return {
    subject: t("mail.guardian.subject", { reference: facts.reference, college: institution.shortName }),
    text: [
      t("mail.guardian.greeting"),
      "",
      t("mail.guardian.body", { college, reference: facts.reference }),
      "",
      t("mail.guardian.link", { date: formatDate(istDate(facts.expiresAt), language) }),
      `${siteUrl}${pathIn(guardianLinkPath(facts.token), language)}`,
      "",
      t("mail.guardian.notYou"),
      "",
      ...collegeContacts(t),
    ].join("\n"),
  };
}
