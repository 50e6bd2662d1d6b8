import { describe, expect, it } from "vitest";
import { documentText } from "./document-text.ts";
import { queryTerms } from "./query-terms.ts";
import { snippetOf } from "./snippet.ts";

describe("the words a document shows", () => {
  it("walks every string but addresses, file names, codes and numbers", () => {
    const text = documentText({
      title: "Fee Structure",
      rows: [{ item: "Tuition", cells: ["30900.00", "5000.00"] }],
      members: [{ name: "Mrs. Anita Kumari Verma", photo: "/images/people/anita.webp" }],
      links: [{ text: "Brochure", href: "/documents/bca.pdf", file: "bca-brochure.pdf" }],
      subjects: [{ code: "12001", abbr: "PHY", name: "Applied Physics" }],
      website: "https://www.antiragging.in/",
      note: "mailto:office@college.test",
    });
    expect(text.split("\n")).toEqual([
      "Fee Structure",
      "Tuition",
      "Mrs. Anita Kumari Verma",
      "Brochure",
      "Applied Physics",
    ]);
  });
});

describe("a visitor's search terms", () => {
  it("keeps words of any script whole and drops every sign", () => {
    expect(queryTerms('"Fees" NEAR(bca) -hostel * 🎓')).toEqual(["fees", "near", "bca", "hostel"]);
    expect(queryTerms("शुल्क जमा")).toEqual(["शुल्क", "जमा"]);
    expect(queryTerms("🎓 * - \"'")).toEqual([]);
    expect(queryTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("a result's snippet", () => {
  it("marks each word that begins with a term, around the first match", () => {
    const parts = snippetOf(`${"Intro words here. ".repeat(10)}The fees are paid yearly; fee receipts are given.`, [
      "fee",
    ]);
    expect(parts[0]?.text).toMatch(/^… Intro/);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(["fees", "fee"]);
    expect(parts.map((part) => part.text).join("")).toContain("The fees are paid yearly; fee receipts are given.");
  });

  it("starts at the beginning when nothing in the text matches", () => {
    expect(snippetOf("Short text.", ["zebra"])).toEqual([{ text: "Short text.", marked: false }]);
  });
});
