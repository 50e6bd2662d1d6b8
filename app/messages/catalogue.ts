import { en } from "./en.ts";

/**
 * The languages of the site and the one way to turn a message key into text in one of them. Components take
 * their `t` from `useT()` (app/lib/language.tsx); loaders, actions, mails and the API take it from
 * `translator(language)` with the request's language. The English catalogue, `en.ts`, defines the keys.
 */
export const languages = ["en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const catalogues: Record<Language, Record<MessageKey, string>> = { en };

/** Text for a key in a language, with {placeholders} filled in from `values`. */
export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, values = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** The language a request is answered in, from its path (English is the only one so far). */
export function languageOfPath(_pathname: string): Language {
  return defaultLanguage;
}

/** The request's language: what loaders, actions and server routes pass to `translator`. */
export const languageOf = (request: { url: string }) => languageOfPath(new URL(request.url, "http://x").pathname);

/** Whether a key is in the catalogue: for message keys that arrive as plain strings (zod issues, stored data). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);
