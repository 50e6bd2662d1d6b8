import { type Language, translator } from "~/messages/catalogue.ts";
import type { CollegeNames } from "~/settings/institution.ts";

/**
 * The college's name and address in `language`, for the public shell (header, footer, map) and the pages that name
 * the college: on a Hindi page in Hindi. The texts are the server's (they travel with the shell's data, not in the
 * browser's catalogue); the English ones are app/settings/institution.ts's words (college-names.server.test.ts).
 */
export function collegeNames(language: Language): CollegeNames {
  const t = translator(language);
  return { name: t("college.name"), shortName: t("college.shortName"), address: t("college.address") };
}
