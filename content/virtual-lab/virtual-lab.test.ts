import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { virtualLabSchema } from "../../app/schemas/content/virtual-lab.ts";

const lab = virtualLabSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, "virtual-lab.json"), "utf8")));

describe("content/virtual-lab/virtual-lab.json (spec 001 §2 Virtual Lab)", () => {
  it("has the spec's sections and lab courses", () => {
    expect(lab.title).toBe("Virtual Lab");
    expect(lab.sections.map((s) => [s.heading, s.courses.map((c) => c.name)])).toEqual([
      ["Semester 1", ["Engineering Physics Lab I"]],
      ["Semester 2", ["Engineering Physics Lab II"]],
      ["1st Year Mining Engineering", ["Elements of Mining Geology Practice", "Mine Surveying-I"]],
    ]);
  });

  it("links every experiment to the Virtual Labs site over https", () => {
    const experiments = lab.sections.flatMap((s) => s.courses.flatMap((c) => c.experiments));
    expect(experiments.length).toBeGreaterThan(20);
    for (const { url } of experiments) expect(new URL(url).hostname).toBe("vlab.co.in");
    expect(experiments.map((e) => e.name)).toContain("Determination of the coefficient of viscosity by Stokes' method");
  });

  it("rejects a non-https link", () => {
    const broken = structuredClone(lab) as { sections: { courses: { experiments: { url: string }[] }[] }[] };
    broken.sections[0]!.courses[0]!.experiments[0]!.url = "http://vlab.co.in/";
    expect(virtualLabSchema.safeParse(broken).success).toBe(false);
  });
});
