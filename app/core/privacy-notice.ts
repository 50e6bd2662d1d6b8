/** The form field of the consent box, and the one that carries the version of the notice shown beside it. */
export const CONSENT_FIELD = "consent";
export const NOTICE_VERSION_FIELD = "noticeVersion";

/**
 * The privacy notice's parts (decision 064), its words already in the page's language
 * (app/lib/privacy-notice.server.ts).
 */
export interface NoticeView {
  version: number;
  heading: string;
  summary: string;
  points: { label: string; text: string }[];
  /** `english`: the designation is shown in English on a page in another language (no Hindi one given). */
  officer: { label: string; name: string; designation: string; english: boolean; email: string; phone: string };
  links: { href: string; label: string }[];
  consentLabel: string;
}

/**
 * The notice as the forms draw it: the server puts it in the shell's data with its body already HTML
 * (app/components/forms/privacy-notice-body.server.tsx), so neither its text nor the code drawing it is part of the
 * browser's script.
 */
export interface NoticeShown {
  version: number;
  consentLabel: string;
  /** The summary, then the points, the grievance officer and the links behind a disclosure: HTML drawn on the server. */
  body: string;
}
