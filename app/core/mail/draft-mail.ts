import { type Language, defaultLanguage, translator } from "~/messages/catalogue.ts";
import { institution } from "~/settings/institution.ts";
import type { MailText } from "./submission-mail.ts";

/**
 * The mail with a draft's resume link (decision 067). Like every mail to an address a visitor typed, a fixed text
 * (decision 031): the link and how long it works; nothing the visitor typed, not even the name.
 */
export function draftLinkMail(link: string, language: Language = defaultLanguage): MailText {
  const t = translator(language);
  return {
    subject: t("drafts.mail.subject", { college: institution.shortName }),
    text: [
      t("drafts.mail.greeting"),
      "",
      t("drafts.mail.saved", { college: institution.name }),
      "",
      t("drafts.mail.link"),
      link,
      "",
      t("drafts.mail.valid"),
      "",
      institution.name,
      "",
      t("drafts.mail.why"),
    ].join("\n"),
  };
}
