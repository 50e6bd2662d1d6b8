import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readContentDocument } from "~/models/content.server.ts";
import { curriculumSchema } from "~/schemas/content/curriculum.ts";
import { translator } from "~/messages/catalogue.ts";
import { CurriculumTable, formatMarks, formatScheme } from "./curriculum-table.tsx";

const t = translator("en");

describe("cell formats", () => {
  it("prints the teaching scheme with -- for no hours", () => {
    expect(formatScheme({ th: 3, tu: null, pr: 2 }, t)).toBe("TH 03, TU --, PR 02");
  });

  it("prints marks as Max/Min, keeping symbols, and -- for none", () => {
    expect(formatMarks({ max: "100", min: "40" }, t)).toBe("Max-100, Min-40");
    expect(formatMarks({ max: "50*#", min: "20" }, t)).toBe("Max-50*#, Min-20");
    expect(formatMarks(null, t)).toBe("--");
  });
});

describe("CurriculumTable", () => {
  const civil = curriculumSchema.parse(readContentDocument("curriculum/civil"));
  const sixth = civil.semesters[5]!;
  const html = renderToStaticMarkup(<CurriculumTable semester={sixth} />);

  it("has the eleven column headings, in order", () => {
    const headings = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      "#",
      "Subject Title",
      "Abbreviation",
      "Sub Code",
      "Teaching Scheme",
      "Paper HRS",
      "TH (1)",
      "PR (4)",
      "OR (8)",
      "TW (9)",
      "SW (16001)",
    ]);
    expect(headings).toHaveLength(11);
  });

  it("shows each Any One group as a block: the label row spans the options", () => {
    expect(html).toContain("Elective (CE/CS/CV) <span");
    expect(html.match(/\(Any One\)/g)).toHaveLength(2);
    // 3 options + the label row, and 2 options + the label row.
    expect(html).toContain('<td rowSpan="4"');
    expect(html).toContain('<td rowSpan="3"');
  });

  it("ends with the Total row (summary and column totals) and the notes row", () => {
    expect(html).toContain("Weekly hours: 35, Total marks: 950");
    expect(html).toContain(sixth.total.scheme);
    expect(html).toContain(`<td colSpan="11"`);
    for (const note of sixth.notes) expect(html).toContain(note.replace(/'/g, "&#x27;"));
  });
});
