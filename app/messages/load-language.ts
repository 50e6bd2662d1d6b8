import { type Language, addMessages } from "./catalogue.ts";
import { languageOfPath, pagePathOf } from "./language-path.ts";

/**
 * Parts of a catalogue that only one page shows, each fetched in the page's language alone: a form page's labels
 * and checks are of no use on any other page, and the other language's copy of them of no use at all.
 */
const PARTS = {
  admission: {
    en: async () => (await import("./en/admission-form.ts")).admissionFormMessages,
    hi: async () => (await import("./hi/admission-form.ts")).admissionFormMessages,
  },
  alumni: {
    en: async () => (await import("./en/alumni-form.ts")).alumniFormMessages,
    hi: async () => (await import("./hi/alumni-form.ts")).alumniFormMessages,
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;
export type CataloguePart = keyof typeof PARTS;

/** The page (its path in English) that shows each part, and the part's file in each language's folder. */
const PAGE_PARTS: Record<string, CataloguePart> = {
  "/gpcet-form": "admission",
  // A saved draft's form (decision 067).
  "/gpcet-form/resume": "admission",
  "/alumni-speaks": "alumni",
};
const PART_FILES: Record<CataloguePart, string> = { admission: "admission-form", alumni: "alumni-form" };

/** A page's language and the part of the catalogue that only it shows, if any. */
function catalogueOfPage(pathname: string): { language: Language; part: CataloguePart | undefined } {
  return { language: languageOfPath(pathname), part: PAGE_PARTS[pagePathOf(pathname)] };
}

/**
 * The modules a page's catalogue is made of in the browser, as the catalogue's files name them ("en",
 * "hi/admission-form"): the server preloads their chunks in the page's head (app/lib/catalogue-chunks.server.ts).
 */
export function catalogueModulesOf(pathname: string): string[] {
  const { language, part } = catalogueOfPage(pathname);
  return part ? [language, `${language}/${PART_FILES[part]}`] : [language];
}

/**
 * Makes a page's catalogue complete in the browser before it hydrates (app/entry.client.tsx): its language's
 * catalogue, a chunk of its own per language, so an English page never downloads Hindi nor a Hindi page English
 * (docs/decisions/052), and the part of it that only this page shows. On the server every catalogue is complete
 * already.
 */
export async function loadPageCatalogue(pathname: string): Promise<void> {
  const { language, part } = catalogueOfPage(pathname);
  await Promise.all([
    language === "hi"
      ? import("./hi.ts").then(({ hi }) => addMessages("hi", hi))
      : import("./en.ts").then(({ en }) => addMessages("en", en)),
    part && loadPart(part, language),
  ]);
}

/**
 * Adds a part of a language's catalogue: before the page hydrates, or, on a client-side navigation to the page that
 * shows it, in that route's `clientLoader`. Fetched once; later calls find it added.
 */
export async function loadPart(part: CataloguePart, language: Language): Promise<void> {
  addMessages(language, await PARTS[part][language]());
}
