import type { UIMatch } from "react-router";

/** A page loader's answer that says when what it shows was last changed, for the page's "Last updated" line. */
export interface Revised {
  /** YYYY-MM-DD: the document's own date when it carries one, else the day (IST) of its published revision. */
  revisedOn: string;
}

/**
 * The revision date of the page being shown: its route (the deepest match) says it in its loader's answer. Pages
 * not built from a page document (the forms, the galleries) and an error page have none.
 */
export function revisionDateOf(matches: readonly UIMatch[]): string | undefined {
  const data = matches.at(-1)?.loaderData as Partial<Revised> | null | undefined;
  return typeof data?.revisedOn === "string" ? data.revisedOn : undefined;
}

/** How many texts of the page being shown are in English on a page in another language (decision 066). */
export function untranslatedOf(matches: readonly UIMatch[]): number {
  const data = matches.at(-1)?.loaderData as { untranslated?: unknown } | null | undefined;
  return typeof data?.untranslated === "number" ? data.untranslated : 0;
}

/** Those texts themselves, each once, which the page marks as English (decision 069). */
export function englishTextsOf(matches: readonly UIMatch[]): readonly string[] {
  const data = matches.at(-1)?.loaderData as { english?: unknown } | null | undefined;
  return Array.isArray(data?.english) ? (data.english as string[]) : [];
}
