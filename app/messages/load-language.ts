import { type Language, addMessages } from "./catalogue.ts";

/**
 * Makes a language's catalogue complete in the browser before a page in it hydrates (app/entry.client.tsx). English
 * is part of the browser's build; any other language is a chunk of its own, fetched only by a page in that language,
 * so an English page never downloads Hindi (docs/decisions/052). On the server every catalogue is complete already.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "hi") addMessages("hi", (await import("./hi.ts")).hi);
}
