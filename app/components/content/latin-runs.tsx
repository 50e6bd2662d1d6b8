import { Fragment, type ReactNode } from "react";
import { useLanguage } from "~/lib/language.tsx";

/*
 * English words a Hindi text keeps on purpose (decision 071): a key's name (Ctrl, Shift+Tab), a program's
 * (Adobe Acrobat Reader, NVDA), a menu path as the device shows it in English (Settings, Display & Text Size).
 * Inside a text written in Devanagari, each run of Latin-script words is marked `lang="en"`, so a screen reader
 * reads it in English (WCAG 3.1.2). A text with no Devanagari is left alone: an English text shown for want of its
 * Hindi is marked as a whole where it is drawn. An English page shows every text as it is.
 */

/** Runs of Latin-script words, with the spaces, commas and signs between them (Shift+Tab, Display & Text Size). */
const LATIN_RUN = /[A-Za-z][\w.+&'’/-]*(?:[\s,&]+[A-Za-z][\w.+&'’/-]*)*/g;
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The parts of a Hindi text: its own words as strings, each run of Latin-script words as `{ english }`. */
export function latinRuns(text: string): (string | { english: string })[] {
  if (!DEVANAGARI.test(text)) return [text];
  const parts: (string | { english: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ english: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A text of a page document, with the English words a Hindi text keeps marked as English. */
export function LatinRuns({ text }: { text: string }): ReactNode {
  const language = useLanguage();
  if (language === "en") return text;
  const parts = latinRuns(text);
  if (parts.length === 1 && typeof parts[0] === "string") return text;
  return parts.map((part, index) =>
    typeof part === "string" ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <span key={index} lang="en">
        {part.english}
      </span>
    ),
  );
}
