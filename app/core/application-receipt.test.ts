import { describe, expect, it } from "vitest";
import { istStamp, maskedIdProof } from "./application-receipt.ts";

describe("the receipt's helpers", () => {
  it("masks the Aadhaar number but for its last four digits", () => {
    expect(maskedIdProof("1234")).toBe("XXXX XXXX 1234");
    expect(maskedIdProof("")).toBe("XXXX XXXX XXXX");
  });

  it("writes the time in IST with international digits", () => {
    expect(istStamp("2026-11-24T07:35:00.000Z")).toBe("24-11-2026, 13:05 IST");
    expect(istStamp("2026-12-31T20:00:00.000Z")).toBe("01-01-2027, 01:30 IST");
  });
});
