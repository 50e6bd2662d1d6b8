import type { NoticeView } from "~/core/privacy-notice.ts";
import { type Language, translator } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import type { TextSection } from "~/schemas/content/policy.ts";
import type { GrievanceOfficer, PrivacyNotice } from "~/schemas/content/privacy-notice.ts";

/** The addresses every notice links to: the data-rights requests and the privacy policy. */
export const DATA_RIGHTS_PATH = "/data-rights";
export const PRIVACY_POLICY_PATH = "/privacy-policy";

/** The officer's designation in `language`: the Hindi one when given, else the English one (and it says so). */
function officerIn({ designationHindi, ...officer }: GrievanceOfficer, language: Language) {
  const english = language !== "en" && designationHindi === undefined;
  return {
    ...officer,
    designation: language === "hi" && designationHindi ? designationHindi : officer.designation,
    english,
  };
}

/** The published notice (a page block and its revision) as the forms of a page in `language` draw it. */
export function noticeView(notice: { document: PrivacyNotice; revision: number }, language: Language): NoticeView {
  const t = translator(language);
  const text = language === "hi" ? notice.document.hindi : notice.document.english;
  const officer = notice.document.grievanceOfficer;
  return {
    version: notice.revision,
    heading: t("privacy.notice.heading", { version: notice.revision }),
    summary: text.summary,
    points: [
      { label: t("privacy.notice.collected"), text: text.collected },
      { label: t("privacy.notice.purpose"), text: text.purpose },
      { label: t("privacy.notice.retention"), text: text.retention },
      { label: t("privacy.notice.rights"), text: text.rights },
      { label: t("privacy.notice.withdrawal"), text: text.withdrawal },
    ],
    officer: { label: t("privacy.notice.officer"), ...officerIn(officer, language) },
    links: [
      { href: pathIn(DATA_RIGHTS_PATH, language), label: t("privacy.notice.dataRights") },
      { href: pathIn(PRIVACY_POLICY_PATH, language), label: t("privacy.notice.policy") },
    ],
    consentLabel: t("privacy.consent.label"),
  };
}

/**
 * The section the privacy policy ends with (decision 064): the rights, where to ask for them, and the grievance
 * officer, from the published notice, so the policy and every form's notice name the same officer.
 */
export function rightsSection(notice: { document: PrivacyNotice }, language: Language): TextSection {
  const t = translator(language);
  const officer = officerIn(notice.document.grievanceOfficer, language);
  const [before, after = ""] = t("privacy.policy.requests", { link: "\u0000" }).split("\u0000");
  const dataRights = pathIn(DATA_RIGHTS_PATH, language);
  return {
    heading: t("privacy.policy.heading"),
    blocks: [
      { type: "paragraph", text: t("privacy.policy.rights") },
      {
        type: "paragraph",
        text: [
          ...(before ? [{ text: before }] : []),
          { text: dataRights, href: dataRights },
          ...(after ? [{ text: after }] : []),
        ],
      },
      { type: "paragraph", text: t("privacy.policy.officer") },
      {
        type: "list",
        ordered: false,
        items: [
          `${officer.name}, ${officer.designation}`,
          [{ text: officer.email, href: `mailto:${officer.email}` }],
          [{ text: officer.phone, href: `tel:${officer.phone.replace(/[^+\d]/g, "")}` }],
        ],
      },
    ],
  };
}
