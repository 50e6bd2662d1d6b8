import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET, newReference, referencePattern } from "./application-id.ts";

describe("application and enquiry references", () => {
  it("reads like GP-2026-7K3Q9M: prefix, year, six characters without look-alikes", () => {
    const id = newReference("GP", (max) => randomInt(max), new Date("2026-05-01T00:00:00Z"));
    expect(id).toMatch(/^GP-2026-[2-9A-HJKMNP-Z]{6}$/);
    expect(id).toMatch(referencePattern("GP"));
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(REFERENCE_ALPHABET).toHaveLength(31);
  });

  it("is drawn at random, so consecutive ids share nothing", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newReference("EQ", (max) => randomInt(max))));
    expect(ids.size).toBe(2000);
  });
});
