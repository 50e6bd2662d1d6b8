import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { seedPages } from "../../db/seed/page-documents.ts";
import { pageTexts, translateDocument } from "../../app/core/page-texts.ts";
import { checkDocument } from "../../app/schemas/page-shapes.ts";

/*
 * The demo Hindi of the pages a new database starts with (decision 066): content/hi/<file>.json holds, for the
 * page of content/<file>.json, each English text with its Hindi. The college reviews them in the console.
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

describe.each(translations)("the Hindi of content/%s.json", (name) => {
  const englishFile = join(contentDir, `${name}.json`);
  const page = seedPages.find((seed) => seed.content === name);
  const hindi = read(join(import.meta.dirname, `${name}.json`)) as Record<string, unknown>;

  it("is the Hindi of a page's texts, each of them, and nothing else", () => {
    expect(existsSync(englishFile)).toBe(true);
    expect(page).toBeDefined();
    const texts = pageTexts(read(englishFile));
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
    const { document, untranslated } = translateDocument(read(englishFile), (english) => hindi[english] as string);
    expect(untranslated).toBe(0);
    const checked = checkDocument(page!.shape, document);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
  });
});
