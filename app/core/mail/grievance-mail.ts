import { type Language, defaultLanguage, translator } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import { institution } from "~/settings/institution.ts";
import { collegeContacts, type MailText } from "./submission-mail.ts";

/** The status page with a grievance's number filled in (never the contact it was lodged with). */
export const grievanceStatusPath = (number: string) => `/grievance/status?number=${encodeURIComponent(number)}`;

/**
 * The mail to the address given with a grievance (decision 061). Like every mail to an address a visitor typed, a
 * fixed text: the number the site made, a link to the status page with the number only, the college's contacts,
 * and nothing the visitor typed — not the name, not a word of the grievance (decision 031).
 */
export function grievanceReceivedMail(number: string, siteUrl: string, language: Language = defaultLanguage): MailText {
  const t = translator(language);
  return {
    subject: t("mail.grievance.subject", { number, college: institution.shortName }),
    text: [
      t("mail.grievance.greeting"),
      "",
      t("mail.grievance.received", { college: institution.name, number }),
      "",
      t("mail.grievance.look", { link: `${siteUrl}${pathIn(grievanceStatusPath(number), language)}` }),
      "",
      ...collegeContacts(t),
      "",
      t("mail.grievance.why"),
    ].join("\n"),
  };
}
