import { describe, expect, it } from "vitest";
import { z } from "zod";
import { en } from "~/messages/en.ts";
import { pageShapes } from "~/schemas/page-shapes.ts";
import { type FieldSpec, emptyValue, fieldSpecOf, keepsParts } from "./field-specs.ts";

describe("fieldSpecOf", () => {
  it("reads objects, lists with their least length, numbers, choices and optional fields from a schema", () => {
    const schema = z.object({
      name: z.string().trim().min(1),
      rank: z.enum(["Director", "Member"]),
      rooms: z.number().int().positive(),
      area: z.number().positive(),
      note: z.string().optional(),
      sold: z.number().int().nullable(),
      points: z.array(z.string()).length(3),
      blocks: z.array(z.union([z.string(), z.number()])),
    });
    expect(fieldSpecOf(schema)).toEqual({
      kind: "object",
      fields: [
        { key: "name", spec: { kind: "text" }, optional: false, nullable: false },
        { key: "rank", spec: { kind: "choice", options: ["Director", "Member"] }, optional: false, nullable: false },
        { key: "rooms", spec: { kind: "number", integer: true }, optional: false, nullable: false },
        { key: "area", spec: { kind: "number", integer: false }, optional: false, nullable: false },
        { key: "note", spec: { kind: "text" }, optional: true, nullable: false },
        { key: "sold", spec: { kind: "number", integer: true }, optional: false, nullable: true },
        { key: "points", spec: { kind: "list", item: { kind: "text" }, min: 3 }, optional: false, nullable: false },
        { key: "blocks", spec: { kind: "kept" }, optional: false, nullable: false },
      ],
    });
  });

  it("gives an empty value with a list's least number of items", () => {
    const spec = fieldSpecOf(
      z.object({ intro: z.array(z.string()).min(2), photo: z.string().optional(), sold: z.number().nullable() }),
    );
    expect(emptyValue(spec)).toEqual({ intro: ["", ""], sold: null });
  });

  it("keeps the typed text blocks of a section for the text editor and edits everything else", () => {
    expect(keepsParts(fieldSpecOf(pageShapes["about-us"]))).toBe(true);
    expect(keepsParts(fieldSpecOf(pageShapes.governors))).toBe(false);
    expect(keepsParts(fieldSpecOf(pageShapes.campus))).toBe(false);
  });

  it("has a label in the catalogue for every field of every shape", () => {
    const names = new Set<string>();
    const walk = (spec: FieldSpec) => {
      if (spec.kind === "object")
        for (const field of spec.fields) {
          names.add(field.key);
          walk(field.spec);
        }
      if (spec.kind === "list") walk(spec.item);
    };
    for (const schema of Object.values(pageShapes)) walk(fieldSpecOf(schema));
    const missing = [...names].filter((name) => !Object.hasOwn(en, `console.field.${name}`));
    expect(missing).toEqual([]);
  });
});
