import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  admissionDepartmentSchema,
  advisorySchema,
  directorMessagesSchema,
  governorsSchema,
  personMessageSchema,
  placementCellSchema,
  placementRulesSchema,
  type StaticImage,
  visitingFacultySchema,
} from "../../app/schemas/content/people.ts";

function load<T extends z.ZodType>(schema: T, file: string): z.infer<T> {
  return schema.parse(JSON.parse(readFileSync(join(import.meta.dirname, `${file}.json`), "utf8")));
}

/** The picture exists in public/ and its file has the width and height the page reserves for it. */
async function expectPicture(image: StaticImage) {
  const file = resolve(import.meta.dirname, "../../public", `.${image.src}`);
  const { width, height } = await sharp(file).metadata();
  expect({ src: image.src, width, height }).toEqual(image);
}

const governors = load(governorsSchema, "governors");
const directors = load(directorMessagesSchema, "director-message");
const principal = load(personMessageSchema, "principal");

describe("content/people (counts from spec 001 §2)", () => {
  it("governors: five entries, three Directors then two Members", () => {
    expect(governors.members).toHaveLength(5);
    expect(governors.members.map((m) => m.designation)).toEqual([
      "Director",
      "Director",
      "Director",
      "Member",
      "Member",
    ]);
  });

  it("advisory: three entries with a department or university", () => {
    const { members } = load(advisorySchema, "advisory");
    expect(members).toHaveLength(3);
    for (const member of members) expect(member.affiliation).toMatch(/Department|University|Institute/);
  });

  it("visiting faculty: seven entries", () => {
    expect(load(visitingFacultySchema, "visiting-faculty").members).toHaveLength(7);
  });

  it("admission department: four staff, each with a photo of the declared size", async () => {
    const { staff } = load(admissionDepartmentSchema, "admission-department");
    expect(staff).toHaveLength(4);
    for (const member of staff) await expectPicture(member.photo);
  });

  it("principal: a message with a photo of the declared size", async () => {
    expect(principal.role).toBe("Principal");
    expect(principal.paragraphs.length).toBeGreaterThan(1);
    expect(principal.photo).toBeDefined();
    if (principal.photo) await expectPicture(principal.photo);
  });

  it("director message: three messages, from the three Directors of the board", async () => {
    expect(directors.messages).toHaveLength(3);
    const boardDirectors = governors.members.filter((m) => m.designation === "Director").map((m) => m.name);
    expect(directors.messages.map((m) => m.name)).toEqual(boardDirectors);
    for (const message of directors.messages) {
      expect(message.paragraphs.length).toBeGreaterThan(0);
      if (message.photo) await expectPicture(message.photo);
    }
  });

  it("placement cell: principal, administrative head, placement in-charge and every department head", () => {
    const { team } = load(placementCellSchema, "placement-cell");
    expect(team.map((m) => m.role)).toEqual([
      "Principal",
      "Administrative Head",
      "Placement In-charge",
      "Head of Department, Civil Engineering",
      "Head of Department, Electrical Engineering",
      "Head of Department, Mechanical Engineering",
      "Head of Department, Mining Engineering",
      "Head of Department, Computer Applications",
    ]);
    expect(team[0]?.name).toBe(principal.name);
  });

  it("placement rules: the four rules of spec 001 §9, in order", () => {
    const { rules } = load(placementRulesSchema, "placement-rules");
    expect(rules).toHaveLength(4);
    expect(rules[0]).toMatch(/75% attendance.*campus interviews/);
    expect(rules[1]).toMatch(/at least six months.*cannot attend further campus interviews/);
    expect(rules[2]).toMatch(/three months of passing the final semester.*off-campus recruitment/);
    expect(rules[3]).toMatch(/offers from several companies.*through the placement cell/);
  });
});

describe("people schemas reject what the pages cannot show", () => {
  it("refuses an impossible date of joining and a photo outside /images/people/", () => {
    const { staff } = load(admissionDepartmentSchema, "admission-department");
    const member = staff[0]!;
    const bad = (change: object) =>
      admissionDepartmentSchema.safeParse({ intro: ["x"], staff: [{ ...member, ...change }] }).success;
    expect(bad({})).toBe(true);
    expect(bad({ dateOfJoining: "2019-02-30" })).toBe(false);
    expect(bad({ dateOfJoining: "12 Mar 2019" })).toBe(false);
    expect(bad({ photo: { ...member.photo, src: "https://example.com/a.webp" } })).toBe(false);
  });

  it("refuses a governor designation other than Director or Member", () => {
    const entry = { name: "Sample Name", designation: "Chairman", credentials: "x" };
    expect(governorsSchema.safeParse({ intro: ["x"], members: [entry] }).success).toBe(false);
  });
});
