import { describe, expect, it } from "vitest";
import { DOCUMENT_SLUG, slugFromTitle } from "./document-slug.ts";

describe("slugFromTitle", () => {
  it.each([
    ["Prospectus 2026-27", "prospectus-2026-27"],
    ["Prospectus 2026–27", "prospectus-2026-27"],
    ["  Fee  Notice: Odd Semester!  ", "fee-notice-odd-semester"],
    ["Résumé guide", "resume-guide"],
    ["प्रवेश सूचना", ""],
    ["---", ""],
  ])("%j gives %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("keeps a long title's slug within 80 characters, never ending in a hyphen", () => {
    const slug = slugFromTitle(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(DOCUMENT_SLUG);
  });
});
