import { useLanguage } from "~/lib/language.tsx";

/*
 * What the staff lists hold in English, on a Hindi page (decision 071). A name is written one way, as the college
 * writes it, so a Hindi page marks it as English (`lang="en"`) for a screen reader; a designation, qualification or
 * experience shows its Hindi when an editor wrote one, else the English, marked so. An English page shows the
 * English as it is.
 */

/** A staff member's name: marked as English on a page in another language. */
export function PersonName({ name }: { name: string }) {
  return useLanguage() === "en" ? name : <span lang="en">{name}</span>;
}

/** A fact about a staff member: its Hindi on a Hindi page when there is one, else the English, marked as English. */
export function StaffFact({ english, hindi }: { english: string; hindi: string }) {
  if (useLanguage() === "en") return english;
  return hindi.trim() !== "" ? hindi : <span lang="en">{english}</span>;
}

/** `lang="en"` for an element whose text is English, on a page in another language (a photo named after a person). */
export function useEnglishOnPage(): "en" | undefined {
  return useLanguage() === "en" ? undefined : "en";
}
