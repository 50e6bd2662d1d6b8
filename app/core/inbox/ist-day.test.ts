import { describe, expect, it } from "vitest";
import { istDateTime, istDay, istDayEnd, istDayStart } from "./ist-day.ts";

describe("IST days", () => {
  it("starts an IST day at 18:30 UTC the day before", () => {
    expect(istDayStart("2026-11-22")).toBe("2026-11-21T18:30:00.000Z");
    expect(istDayEnd("2026-11-22")).toBe("2026-11-22T18:30:00.000Z");
  });
  it("puts 20:00 UTC on the next IST day", () => {
    expect(istDay("2026-11-21T20:00:00.000Z")).toBe("2026-11-22");
    expect(istDateTime("2026-11-21T20:00:00.000Z")).toBe("22 Nov 2026, 01:30");
    expect(istDateTime("2026-11-21T20:00:00.000Z", "hi")).toBe("22 नवंबर 2026, 01:30");
  });
});
