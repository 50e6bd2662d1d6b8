import type { Translate } from "~/messages/catalogue.ts";
import { FOOTER_COURSES, GENDERS } from "~/schemas/forms/form-facts.ts";
import type { Option } from "./fields.tsx";

export const genderOptions = (t: Translate): Option[] =>
  GENDERS.map((code) => ({ value: code, label: t(`forms.gender.${code}`) }));

export const footerCourseOptions: Option[] = FOOTER_COURSES.map((course) => ({
  value: course,
  label: course,
  lang: "en",
}));

/** A course list from the database (programmes or alumni courses) as select options. */
export const listOptions = (items: { id: number; displayText: string }[]): Option[] =>
  items.map((item) => ({ value: String(item.id), label: item.displayText, lang: "en" }));
