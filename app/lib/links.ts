/** The important link whose text the site shows as "Student Login", whatever its stored title (spec §2). */
export const STUDENT_LOGIN_LINK_ID = 1089;
