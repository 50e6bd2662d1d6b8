import type { DataRightsKind } from "../../../db/schema-data-rights.ts";
import { type Language, defaultLanguage, translator } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import { institution } from "~/settings/institution.ts";
import { formatDate, istDate } from "../format-date.ts";
import { collegeContacts, type MailText } from "./submission-mail.ts";

/**
 * The confirmation of a data-rights request (decision 063). Like every mail to an address a visitor typed, a fixed
 * text (decision 031): the number the site made, the right asked for in the site's words, the deadline and the
 * page's address; nothing the visitor typed, not even the name, and nothing about any application.
 */
export function dataRightsMail(
  facts: { reference: string; kind: DataRightsKind; dueAt: string },
  siteUrl: string,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const due = formatDate(istDate(facts.dueAt), language);
  return {
    subject: t("dataRights.mail.subject", { reference: facts.reference, college: institution.shortName }),
    text: [
      t("dataRights.mail.greeting"),
      "",
      t("dataRights.mail.received", { college: institution.name, kind: t(`dataRights.short.${facts.kind}`) }),
      "",
      t("dataRights.mail.number", { reference: facts.reference }),
      t("dataRights.mail.due", { due }),
      "",
      t("dataRights.mail.page", { link: `${siteUrl}${pathIn("/data-rights", language)}` }),
      "",
      ...collegeContacts(t),
      "",
      t("dataRights.mail.why"),
    ].join("\n"),
  };
}
