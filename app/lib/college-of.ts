import { type CollegeNames, institution } from "~/settings/institution.ts";

/**
 * The college's name and address in the page's language, from the public shell's data (app/routes/site-layout.tsx,
 * app/lib/college-names.server.ts) among a render's `useMatches()` or a meta function's matches; English outside it.
 */
export function collegeOf(matches: readonly ({ loaderData?: unknown } | undefined)[]): CollegeNames {
  for (const match of matches) {
    const college = (match?.loaderData as { college?: CollegeNames } | undefined)?.college;
    if (college) return college;
  }
  return { name: institution.name, shortName: institution.shortName, address: institution.address.lines.join(", ") };
}
