/** The form field of the consent box, and the one that carries the version of the notice shown beside it. */
export const CONSENT_FIELD = "consent";
export const NOTICE_VERSION_FIELD = "noticeVersion";

/**
 * The privacy notice as a page draws it (decision 064), its words already in the page's language: the server
 * puts it in the shell's data, so none of its text is part of the browser's script.
 */
export interface NoticeView {
  version: number;
  heading: string;
  summary: string;
  points: { label: string; text: string }[];
  officer: { label: string; name: string; designation: string; email: string; phone: string };
  links: { href: string; label: string }[];
  consentLabel: string;
}
