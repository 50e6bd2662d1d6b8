import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { addedSeedPages } from "../../db/seed/added-pages.ts";
import { seedPages } from "../../db/seed/page-documents.ts";
import { pageTexts, translateDocument } from "../../app/core/page-texts.ts";
import { type PageShape, checkDocument } from "../../app/schemas/page-shapes.ts";

/*
 * The demo Hindi of the pages a new database starts with (decision 066): content/hi/<file>.json holds, for the
 * page of content/<file>.json, each English text with its Hindi; content/hi/added/<file>.json that of the demo page
 * db/seed/added-pages.ts adds (decision 069). The college reviews them in the console.
 */
const contentDir = join(import.meta.dirname, "..");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith(".json")
        ? [relative(import.meta.dirname, join(dir, entry.name)).replace(/\.json$/, "")]
        : [],
  );
const read = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));
const translations = files(import.meta.dirname);

/** The English page a file of demo Hindi translates: a content file's, or a demo page's the seed adds. */
function englishPage(name: string): { shape: string; document: unknown } | undefined {
  const added = addedSeedPages.find((seed) => seed.hindi === `hi/${name}`);
  if (added) return { shape: "policy", document: added.document };
  const englishFile = join(contentDir, `${name}.json`);
  const page = seedPages.find((seed) => seed.content === name);
  return page && existsSync(englishFile) ? { shape: page.shape, document: read(englishFile) } : undefined;
}

describe.each(translations)("the Hindi of content/%s.json", (name) => {
  const page = englishPage(name);
  const hindi = read(join(import.meta.dirname, `${name}.json`)) as Record<string, unknown>;

  it("is the Hindi of a page's texts, each of them, and nothing else", () => {
    expect(page).toBeDefined();
    const texts = pageTexts(page!.document);
    expect(Object.keys(hindi).filter((english) => !texts.includes(english))).toEqual([]);
    expect(texts.filter((english) => typeof hindi[english] !== "string")).toEqual([]);
  });

  it("is written in Devanagari with international digits", () => {
    for (const [english, text] of Object.entries(hindi)) {
      expect(typeof text === "string" && text.trim() !== "", english).toBe(true);
      // A text with letters in it has Devanagari letters (acronyms such as AICTE may stay as they are written).
      if (/\p{L}{4,}/u.test(english) && !/^[\p{Lu}\d\s&.,/()-]+$/u.test(english)) {
        expect(text, english).toMatch(/\p{Script=Devanagari}/u);
      }
      expect(text, english).not.toMatch(/[०-९]/);
    }
  });

  it("makes a document its shape accepts", () => {
    const { document, untranslated } = translateDocument(page!.document, (english) => hindi[english] as string);
    expect(untranslated).toBe(0);
    const checked = checkDocument(page!.shape as PageShape, document);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
  });
});
