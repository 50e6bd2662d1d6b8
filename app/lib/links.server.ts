import type { Translate } from "~/messages/catalogue.ts";

/** The important link whose text the site shows as "Student Login", whatever its stored title (spec §2). */
export const STUDENT_LOGIN_LINK_ID = 1089;

/**
 * A link of the home page's lists as it is shown: the Student Login link by its text in the page's language (in
 * English "Student Login", spec §2), any other by its title, marked as English where it has no Hindi.
 */
export const linkText = (link: { id: number; title: string; lang?: "en" }, t: Translate) =>
  link.id === STUDENT_LOGIN_LINK_ID ? { text: t("links.studentLogin") } : { text: link.title, lang: link.lang };
