/** The important link whose text the site shows as "Student Login", whatever its stored title (spec §2). */
export const STUDENT_LOGIN_LINK_ID = 1089;
export const STUDENT_LOGIN_TEXT = "Student Login";

export const linkText = (link: { id: number; title: string }) =>
  link.id === STUDENT_LOGIN_LINK_ID ? STUDENT_LOGIN_TEXT : link.title;
