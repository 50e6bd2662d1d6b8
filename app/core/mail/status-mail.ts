import { type Language, defaultLanguage, translator } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import { institution } from "~/settings/institution.ts";
import { publicStatusExplanation, publicStatusKey } from "../application-status.ts";
import { statusPagePath } from "../status-page-path.ts";
import { collegeContacts, type MailText } from "./submission-mail.ts";

/**
 * The applicant's mail when the office changes the status of an application. Like every mail to an address a
 * visitor typed, it is a fixed text: the application ID the site made, the new status in plain words and a link to
 * the status page with the ID only (never the date of birth), and nothing the visitor typed — not even the name
 * (docs/decisions/031, 057). The office's note stays in the console.
 */
export function statusChangeMail(
  facts: { reference: string; status: string },
  siteUrl: string,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const status = t(publicStatusKey(facts.status));
  return {
    subject: t("mail.statusChange.subject", {
      reference: facts.reference,
      status,
      college: institution.shortName,
    }),
    text: [
      t("mail.statusChange.greeting"),
      "",
      t("mail.statusChange.changed", { college: institution.name, reference: facts.reference }),
      "",
      t("mail.statusChange.status", { status }),
      t(publicStatusExplanation(facts.status)),
      "",
      t("mail.statusChange.look", { link: `${siteUrl}${pathIn(statusPagePath(facts.reference), language)}` }),
      "",
      ...collegeContacts(t),
      "",
      t("mail.receipt.why"),
    ].join("\n"),
  };
}
