import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  aboutUsSchema,
  missionVisionSchema,
  nccSchema,
  pedagogySchema,
  whyGumlaSchema,
} from "../../app/schemas/content/about.ts";

const read = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), "utf8"));

describe("content/about (spec 001 §1, §2)", () => {
  it("about-us: PPP with the state, AICTE approval, 10 acres and 2 lakh sq ft, the six programmes", () => {
    const about = aboutUsSchema.parse(read("about-us"));
    expect(about.title).toBe("About Us");
    const intro = about.intro.join(" ");
    expect(intro).toMatch(/public-private partnership with the Government of Jharkhand/);
    expect(intro).toMatch(/AICTE/);
    expect(about.facts.map((f) => f.value)).toEqual(expect.arrayContaining(["10 acres", "2 lakh sq ft"]));
    expect(about.programmes.items.map((p) => p.href)).toEqual([
      "/civil",
      "/electrical",
      "/mechanical",
      "/mining",
      "/BCA",
      "/diploma-working-professional",
    ]);
  });

  it("mission-vision: 8 mission points, a vision, 4 objectives", () => {
    const page = missionVisionSchema.parse(read("mission-vision"));
    expect(page.title).toBe("Mission and Vision");
    expect(page.mission).toHaveLength(8);
    expect(page.vision.length).toBeGreaterThan(20);
    expect(page.objectives).toHaveLength(4);
  });

  it("missionVisionSchema refuses a seventh or ninth mission point", () => {
    const page = read("mission-vision") as { mission: string[] };
    expect(missionVisionSchema.safeParse({ ...page, mission: page.mission.slice(1) }).success).toBe(false);
    expect(missionVisionSchema.safeParse({ ...page, mission: [...page.mission, "extra"] }).success).toBe(false);
  });

  it("pedagogy: the ten teaching methods, in order, each described", () => {
    const page = pedagogySchema.parse(read("pedagogy"));
    expect(page.methods.map((m) => m.title)).toEqual([
      "Regular Lectures",
      "Assignments",
      "Seminars",
      "Symposium",
      "Group Discussion",
      "Syndicate",
      "Quiz",
      "Industrial Tour",
      "Project/Training",
      "Practicals",
    ]);
    for (const method of page.methods) expect(method.text.length).toBeGreaterThan(30);
  });

  it("why-gumla: reasons and facilities", () => {
    const page = whyGumlaSchema.parse(read("why-gumla"));
    expect(page.title).toBe("Why Gumla");
    expect(page.reasons.length).toBeGreaterThanOrEqual(4);
    expect(page.facilities.length).toBeGreaterThanOrEqual(4);
  });

  it("ncc: motto, official links, the allotment letter that exists, an external apply address", () => {
    const ncc = nccSchema.parse(read("ncc"));
    expect(ncc.title).toBe("National Cadet Corps");
    expect(ncc.motto).toBe("Unity and Discipline");
    expect(ncc.links.map((l) => l.href)).toContain("https://indiancc.mod.gov.in/");
    expect(existsSync(join(import.meta.dirname, "../../public/documents", ncc.letter.file))).toBe(true);
    expect(ncc.apply).toEqual({ label: "Apply Online", href: "https://indiancc.mod.gov.in/" });
  });

  it("every description is 50 to 160 characters and unique", () => {
    const descriptions = ["about-us", "mission-vision", "pedagogy", "why-gumla", "ncc"].map(
      (name) => (read(name) as { description: string }).description,
    );
    for (const d of descriptions) expect(d.length).toBeGreaterThanOrEqual(50);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
