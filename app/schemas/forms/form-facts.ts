/**
 * What the visitor forms' pages need from the schemas without the schemas themselves: lengths and fixed choices.
 * This module imports no validation library, so a page can draw its form (`maxLength`, options) and load the
 * form's rules only when the visitor starts on it (decision 028).
 */
export const LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  message: 2000,
  address: 500,
  city: 100,
  religion: 50,
  remarks: 1000,
  reference: 64,
} as const;

export const GENDERS = ["M", "F", "O"] as const;

export const FOOTER_COURSES = ["Civil", "Electrical", "Mechanical", "Mining"] as const;

export const CATEGORIES = ["General", "OBC", "BC-1", "BC-2", "EBC", "SC", "ST"] as const;
