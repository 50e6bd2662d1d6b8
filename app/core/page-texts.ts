/*
 * The texts of a page document that a reader reads, and the document with them translated (decision 066). Every
 * string of a document is a text except those under the keys below (addresses, files, codes, figures, kinds,
 * dates) and those with no letter in them or that are an address: figures, amounts, dates and links are shared by
 * both languages. A translation is keyed by the English text itself, so an English text that changes has no
 * translation until one is written for the new text, and a row moved or a page reordered keeps its translations.
 */

const NOT_TEXT_KEYS = new Set([
  "$comment",
  "abbr",
  "academicYear",
  "branch",
  "cells",
  "code",
  "dateOfJoining",
  "email",
  "file",
  "href",
  "id",
  "kind",
  "lastUpdated",
  "mark",
  "max",
  "min",
  "or",
  "paperHours",
  "phone",
  "pr",
  "scheme",
  "src",
  "sw",
  "th",
  "to",
  "tw",
  "url",
  "website",
]);

/** An address written as a text: a path, a URL, an e-mail address or a bare domain ("sumatrapdfreader.org"). */
const ADDRESS =
  /^(?:\/|https?:|mailto:|tel:)|^[^\s@]+@[^\s@]+\.[a-z]{2,}$|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?$/;
const LETTER = /\p{L}/u;

/** Values a shape names itself (a choice among a few): codes, drawn through the message catalogue. */
const CHOICES: Record<string, ReadonlySet<string>> = {
  designation: new Set(["Director", "Member"]),
  // A policy block's kind; a campus room's type ("Seminar Hall") is a text.
  type: new Set(["paragraph", "list", "table"]),
};

export function isText(key: string | undefined, value: string): boolean {
  if (key !== undefined && (NOT_TEXT_KEYS.has(key) || CHOICES[key]?.has(value))) return false;
  return LETTER.test(value) && !ADDRESS.test(value.trim());
}

/** Walks a document's strings that are texts, with the key they sit under (an array's items sit under its key). */
function mapTexts(value: unknown, key: string | undefined, each: (text: string) => string): unknown {
  if (typeof value === "string") return isText(key, value) ? each(value) : value;
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, key, each));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapTexts(item, name, each)]));
  }
  return value;
}

/** The document's texts, each once, in reading order. */
export function pageTexts(document: unknown): string[] {
  const texts = new Set<string>();
  mapTexts(document, undefined, (text) => {
    texts.add(text);
    return text;
  });
  return [...texts];
}

/**
 * The document with each text that has a translation replaced by it, with the English text's spaces at its ends
 * (the pieces of a sentence around a link keep their gaps); `untranslated` counts the texts left in English (each
 * place once), and `english` lists them (each text once), for the page to mark them as English (decision 069).
 */
export function translateDocument(
  document: unknown,
  translationOf: (english: string) => string | undefined,
): { document: unknown; untranslated: number; english: string[] } {
  let untranslated = 0;
  const english = new Set<string>();
  const translated = mapTexts(document, undefined, (text) => {
    const translation = translationOf(text);
    if (translation === undefined) {
      untranslated += 1;
      english.add(text);
      return text;
    }
    return /^\s*/.exec(text)![0] + translation.trim() + /\s*$/.exec(text)![0];
  });
  return { document: translated, untranslated, english: [...english] };
}
