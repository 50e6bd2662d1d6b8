/**
 * A visitor's search, cut into words the way the full-text indexes cut text: runs of letters, digits and combining
 * marks (so a Devanagari word keeps its vowel signs), lower-cased. Everything else — quotes, `*`, `-`, brackets,
 * emoji — only separates words, so no query syntax of either database ever reaches it.
 */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/** More words than this narrow a search no further; the rest are ignored. */
export const MAX_SEARCH_TERMS = 8;

export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(WORD) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** The words of a text with their places, for marking matches in a snippet. */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}
