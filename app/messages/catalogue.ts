import { en } from "./en.ts";
import { languageOfPath } from "./language-path.ts";
// The browser's build gets an empty Hindi catalogue here (vite.config.ts); a Hindi page loads it (load-language.ts).
import { hi } from "./hi.ts";

/**
 * The languages of the site and the one way to turn a message key into text in one of them. Components take
 * their `t` from `useT()` (app/lib/language.tsx); loaders, actions, mails and the API take it from
 * `translator(language)` with the request's language. The English catalogue, `en.ts`, defines the keys; `hi.ts`
 * (Hindi) has the same keys, checked by `defineCatalogue` (docs/decisions/052).
 */
export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
/** Whether a stored value names one of the site's languages. */
export const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

type English = typeof en;

/** The names of a message's {placeholders}: `Placeholders<"© {year} {name}.">` is `"year" | "name"`. */
export type Placeholders<Message extends string> = Message extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Braced<Names extends string> = [Names] extends [never] ? "none" : Names extends string ? `{${Names}}` : never;

/**
 * What each message of a translation must be: a message with exactly the English message's placeholders, or
 * (when they differ) a type naming the placeholders it needs, which no translated text matches; a key English
 * does not have must not be there at all.
 */
export type CheckedCatalogue<Candidate> = {
  [Key in keyof Candidate]: Key extends MessageKey
    ? Candidate[Key] extends string
      ? SameSet<Placeholders<Candidate[Key]>, Placeholders<English[Key]>> extends true
        ? Candidate[Key]
        : `needs exactly the placeholders of en: ${Braced<Placeholders<English[Key]>>}`
      : never
    : never;
};

/**
 * A second language's catalogue, checked against English when it compiles: every key of `en` and no other
 * (`hi.ts`: `export const hi = defineCatalogue({ "site.skipToContent": "…", … });`), and in each message the
 * same {placeholders} as the English one. `catalogueProblems` checks the same at run time.
 */
export function defineCatalogue<const Candidate extends Record<MessageKey, string>>(
  catalogue: Candidate extends CheckedCatalogue<Candidate> ? Candidate : CheckedCatalogue<Candidate>,
): Record<MessageKey, string> {
  return catalogue;
}

/** The placeholder names of a message, sorted and without repeats. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/**
 * What is wrong with a catalogue compared with English: missing and extra keys, and messages whose
 * placeholders differ. Empty when it is complete.
 */
export function catalogueProblems(catalogue: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en) as MessageKey[]) {
    if (!Object.hasOwn(catalogue, key)) {
      problems.push(`missing key ${key}`);
      continue;
    }
    const expected = placeholdersOf(en[key]).join(", ");
    const found = placeholdersOf(catalogue[key]!).join(", ");
    if (expected !== found) problems.push(`${key}: placeholders {${found}} instead of {${expected}}`);
  }
  for (const key of Object.keys(catalogue)) if (!Object.hasOwn(en, key)) problems.push(`extra key ${key}`);
  return problems;
}

/**
 * The catalogue of each language, looked up when asked: hi.ts takes `defineCatalogue` from this module, so it may be
 * evaluated before this one and its object cannot be read while this module loads.
 */
const catalogues: Record<Language, () => Record<MessageKey, string>> = { en: () => en, hi: () => hi };

/**
 * Adds messages to a language's catalogue: the staff console's, which the browser's build of the public pages leaves
 * out (app/messages/console-messages.ts), and in the browser a whole language's when a page in it loads
 * (app/messages/load-language.ts).
 */
export function addMessages(language: Language, messages: Partial<Record<MessageKey, string>>) {
  Object.assign(catalogues[language](), messages);
}

/**
 * Each language's name in its own script, for the language switch: the same on every page, whatever its language.
 */
export const languageNames: Record<Language, string> = { en: "English", hi: "हिंदी" };

/** Text for a key in a language, with {placeholders} filled in from `values`. */
export function translator(language: Language): Translate {
  const catalogue = catalogues[language]();
  return (key, values = {}) => {
    const text = catalogue[key];
    // Most texts have no placeholder: no pattern to run over them (a page asks for hundreds).
    if (!text.includes("{")) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

/** The language a request is answered in: from its path, Hindi under `/hi` (app/messages/language-path.ts). */
export { languageOfPath };

/** The request's language: what loaders, actions and server routes pass to `translator`. */
export const languageOf = (request: { url: string }) => languageOfPath(new URL(request.url, "http://x").pathname);

/**
 * Whether a key is in the catalogue: for message keys that arrive as plain strings (zod issues, stored data). In the
 * browser only the page's own language is there (load-language.ts), so a key any language has will do.
 */
export const isMessageKey = (key: string): key is MessageKey =>
  languages.some((language) => Object.hasOwn(catalogues[language](), key));
