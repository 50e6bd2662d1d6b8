import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Scheme, scholarshipSchema } from "../../app/schemas/content/scholarship.ts";

const page = scholarshipSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, "scholarship.json"), "utf8")));
const scheme = (number: number): Scheme => {
  const found = page.schemes.find((s) => s.number === number);
  if (!found) throw new Error(`no scheme ${number}`);
  return found;
};
const text = (s: Scheme) => [s.name, ...s.amounts, ...s.conditions].join(" ");
const ALLOWED_APPLY = /^https:\/\/(scholarships\.gov\.in|www\.aicte-india\.org|ekalyan\.cgg\.gov\.in)\//;

describe("content/scholarship/scholarship.json (spec 001 §2)", () => {
  it("has eight schemes numbered 1 to 8, each with an external apply address on an official portal", () => {
    expect(page.title).toBe("Scholarships");
    expect(page.schemes.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const s of page.schemes) expect(s.apply.href).toMatch(ALLOWED_APPLY);
  });

  it("states the spec's amounts and caps", () => {
    expect(text(scheme(1))).toMatch(/Rs 25,000 a year.*up to 3 years/);
    expect(text(scheme(2))).toMatch(/Rs 50,000 a year.*up to 4 years \(up to 3 years for lateral entry\)/);
    expect(text(scheme(3))).toMatch(/Rs 50,000 a year.*at least 40%/);
    expect(text(scheme(4))).toMatch(/Rs 50,000 a year/);
    expect(text(scheme(4))).toMatch(/Covid/);
    expect(scheme(5).amounts).toEqual(["Diploma: Rs 30,000 a year or the actual fees", "BCA: Rs 40,000 a year"]);
    expect(text(scheme(5))).toMatch(/Rs 2\.5 lakh a year for SC and ST/);
    expect(text(scheme(5))).toMatch(/Rs 1\.5 lakh a year for BC/);
    expect(scheme(5).apply.href).toBe("https://ekalyan.cgg.gov.in/");
    expect(text(scheme(6))).toMatch(/Rs 10,000 a year.*At least 50% marks.*Rs 2 lakh/);
    expect(text(scheme(7))).toMatch(/actual course fee.*aged 16 to 30.*Rs 2 lakh/);
    expect(text(scheme(8))).toMatch(/2024 session/);
  });

  it("caps family income at Rs 8 lakh for schemes 1 to 4, and says so once for the page", () => {
    for (const n of [1, 2, 3, 4]) expect(text(scheme(n))).toMatch(/Family income up to Rs 8 lakh a year/);
    for (const n of [5, 6, 7, 8]) expect(text(scheme(n))).not.toMatch(/8 lakh/);
    expect(page.notes.join(" ")).toMatch(/schemes 1 to 4 .* Rs 8 lakh/);
  });

  it("shows scheme 8 as eight notice pages with numbered alt texts", () => {
    const pages = scheme(8).pages ?? [];
    expect(pages).toHaveLength(8);
    expect(pages.map((p) => p.alt)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Merit scholarship notice, page ${i + 1} of 8`),
    );
    expect(page.schemes.filter((s) => s.pages)).toHaveLength(1);
  });

  it("points every notice page at an image that exists", () => {
    for (const p of scheme(8).pages ?? []) {
      expect(() => readFileSync(join(import.meta.dirname, "../../public", p.src))).not.toThrow();
    }
  });

  it("rejects a list of schemes out of order", () => {
    const raw = JSON.parse(readFileSync(join(import.meta.dirname, "scholarship.json"), "utf8"));
    raw.schemes.reverse();
    expect(scholarshipSchema.safeParse(raw).success).toBe(false);
  });
});
