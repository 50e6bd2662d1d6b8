import { describe, expect, it } from "vitest";
import { isText, pageTexts, translateDocument } from "./page-texts.ts";

describe("a page document's texts", () => {
  const document = {
    title: "Fees",
    rows: [{ item: "Tuition", cells: ["45000.00", null], code: "12001" }],
    sections: [
      {
        heading: "Contact",
        blocks: [
          {
            type: "paragraph",
            text: [{ text: "Write to " }, { text: "info@college.test", href: "mailto:info@college.test" }],
          },
          { type: "list", items: ["Tuition", "See /fees", "https://vlab.co.in"] },
        ],
      },
    ],
    letter: { file: "ncc-letter.pdf", title: "Allotment letter" },
    picture: { src: "/images/a.webp", width: 800, height: 600, alt: "The campus" },
    lastUpdated: "2026-01-01",
  };

  it("are the strings a reader reads, each once, in reading order: not codes, figures, files, kinds or addresses", () => {
    expect(pageTexts(document)).toEqual([
      "Fees",
      "Tuition",
      "Contact",
      "Write to ",
      "See /fees",
      "Allotment letter",
      "The campus",
    ]);
    expect(["B.Tech", "Rs 6 lakh", "E-mail: "].every((text) => isText("text", text))).toBe(true);
    expect(
      ["sumatrapdfreader.org", "get.adobe.com/reader", "a@b.in", "2026", "/fees"].some((v) => isText("text", v)),
    ).toBe(false);
    expect(isText("designation", "Director")).toBe(false);
    expect(isText("designation", "Admission Officer")).toBe(true);
    // A policy block's kind is a code; a campus room's type is what the reader reads.
    expect(["paragraph", "list", "table"].some((kind) => isText("type", kind))).toBe(false);
    expect(isText("type", "Seminar Hall")).toBe(true);
  });

  it("are replaced by their translations, keeping the English text's spaces at its ends, and counted when missing", () => {
    const hindi: Record<string, string> = { Fees: "फ़ीस", Tuition: "ट्यूशन फ़ीस", "Write to ": "इन्हें लिखें:" };
    const { document: translated, untranslated, english } = translateDocument(document, (text) => hindi[text]);
    const { title, rows, sections, lastUpdated } = translated as typeof document;
    expect([title, rows[0]!.item, rows[0]!.cells, rows[0]!.code, lastUpdated]).toEqual([
      "फ़ीस",
      "ट्यूशन फ़ीस",
      ["45000.00", null],
      "12001",
      "2026-01-01",
    ]);
    expect(sections[0]!.heading).toBe("Contact");
    expect(sections[0]!.blocks).toEqual([
      {
        type: "paragraph",
        text: [{ text: "इन्हें लिखें: " }, { text: "info@college.test", href: "mailto:info@college.test" }],
      },
      { type: "list", items: ["ट्यूशन फ़ीस", "See /fees", "https://vlab.co.in"] },
    ]);
    // Contact, See /fees, Allotment letter, The campus; Tuition twice translated.
    expect(untranslated).toBe(4);
    // The page marks these as English (decision 069).
    expect(english.sort()).toEqual(["Allotment letter", "Contact", "See /fees", "The campus"]);
    expect(document.title).toBe("Fees");
  });
});
