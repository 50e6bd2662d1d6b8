import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productionUnitSchema } from "../../app/schemas/content/production-unit.ts";

const unit = productionUnitSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, "production-unit.json"), "utf8")),
);

describe("content/production-unit/production-unit.json (spec 001 §2 Production Unit)", () => {
  it("has the two products with the spec's sold counts", () => {
    expect(unit.title).toBe("Production Unit");
    expect(unit.products.map(({ name, unitsSold }) => ({ name, unitsSold }))).toEqual([
      { name: "Portable Foot-operated Sanitizer Stand", unitsSold: 42 },
      { name: "LPG Light-weight Carrier Trolley", unitsSold: null },
    ]);
  });

  it("says the trolley lifts up to 75 kg", () => {
    expect(unit.products[1]?.description).toMatch(/up to 75 kg/);
  });

  it("names a marketing manager as the contact", () => {
    for (const product of unit.products) expect(product.contact.role).toBe("Marketing Manager");
  });

  it("links brochures that exist in public/documents", () => {
    for (const product of unit.products) {
      expect(existsSync(join(import.meta.dirname, "../../public/documents", product.brochure.file))).toBe(true);
    }
  });
});
