import { describe, expect, it } from "vitest";
import { type MessageKey, catalogueProblems, translator } from "./catalogue.ts";
import { en } from "./en.ts";
import { consoleMessages } from "./en/console.ts";
import { mailMessages } from "./en/mail.ts";
import { hi } from "./hi.ts";
import { loadPageCatalogue } from "./load-language.ts";

/** Messages that are a code, a number, a sign or placeholders only: the same in Hindi as in English. */
const SAME_IN_EVERY_LANGUAGE: MessageKey[] = [
  "breadcrumb.separator",
  "notFound.code",
  "gone.code",
  "display.smaller",
  "display.normal",
  "display.larger",
  "gallery.albumTitle",
  "staff.signedIn",
  "content.curriculum.column.serial",
  "content.curriculum.column.th",
  "content.curriculum.column.pr",
  "content.curriculum.column.or",
  "content.curriculum.column.tw",
  "content.curriculum.column.sw",
  "content.curriculum.scheme",
];

const keys = Object.keys(en) as MessageKey[];
/** What the staff console alone shows stays English for now; the mails go to applicants and are public. */
const isConsoleOnly = (key: MessageKey) => Object.hasOwn(consoleMessages, key) && !Object.hasOwn(mailMessages, key);
const publicKeys = keys.filter((key) => !isConsoleOnly(key));
const DEVANAGARI_LETTER = /[\u0900-\u0965\u0970-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

describe("the Hindi catalogue", () => {
  it("has every key of English and no other, each with the English message's placeholders", () => {
    expect(catalogueProblems(hi)).toEqual([]);
  });

  it("has every public message in Devanagari, but for codes, numbers and signs", () => {
    const notHindi = publicKeys.filter(
      (key) => !SAME_IN_EVERY_LANGUAGE.includes(key) && !DEVANAGARI_LETTER.test(hi[key]),
    );
    expect(notHindi).toEqual([]);
    for (const key of SAME_IN_EVERY_LANGUAGE) expect(hi[key], key).toBe(en[key]);
  });

  it("writes numbers in the digits 0–9, never in Devanagari digits", () => {
    expect(keys.filter((key) => DEVANAGARI_DIGIT.test(hi[key]))).toEqual([]);
  });

  it("keeps the staff console's messages English, the mails Hindi", () => {
    const consoleKeys = keys.filter(isConsoleOnly);
    expect(consoleKeys.length).toBeGreaterThan(100);
    expect(consoleKeys.filter((key) => hi[key] !== en[key])).toEqual([]);
    expect(hi["mail.receipt.greeting"]).toBe("प्रिय आवेदक,");
  });

  it("answers in Hindi through the translator, placeholders filled", async () => {
    await loadPageCatalogue("/hi/gpcet-form");
    const t = translator("hi");
    expect(t("home.seats", { count: 60 })).toBe("60 सीटें");
    expect(t("footer.copyright", { year: 2026, name: "GPCET" })).toBe("© 2026 GPCET। सर्वाधिकार सुरक्षित।");
    expect(t("forms.label.pincode")).toBe(hi["forms.label.pincode"]);
    expect(translator("en")("home.seats", { count: 60 })).toBe("60 seats");
  });
});
