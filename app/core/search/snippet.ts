import { wordsOf } from "./query-terms.ts";

/** A piece of a result's snippet; `marked` pieces are words the search matched. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const BEFORE = 60;
const LENGTH = 220;

/** A word matches a search term when it starts with it (the search finds words by their beginning). */
const matches = (word: string, terms: readonly string[]) => {
  const lower = word.toLowerCase();
  return terms.some((term) => lower.startsWith(term));
};

/**
 * A short stretch of `text` around its first matched word (or its beginning), cut at spaces, with every matched word
 * marked. Plain text in, plain parts out: the page draws the parts as React elements, never as HTML.
 */
export function snippetOf(text: string, terms: readonly string[]): SnippetPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const words = wordsOf(flat);
  const first = words.find(({ word }) => matches(word, terms));
  let start = first ? Math.max(0, first.start - BEFORE) : 0;
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  let end = Math.min(flat.length, start + LENGTH);
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;

  const parts: SnippetPart[] = [];
  const push = (piece: string, marked: boolean) => {
    if (!piece) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += piece;
    else parts.push({ text: piece, marked });
  };
  if (start > 0) push("… ", false);
  let at = start;
  for (const { word, start: from, end: to } of words) {
    if (from < start || to > end) continue;
    if (!matches(word, terms)) continue;
    push(flat.slice(at, from), false);
    push(word, true);
    at = to;
  }
  push(flat.slice(at, end), false);
  if (end < flat.length) push(" …", false);
  return parts;
}
