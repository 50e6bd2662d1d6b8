import { describe, expect, it } from "vitest";
import { isMinorOn } from "./age.ts";

/** An instant given as India's wall-clock time (IST is UTC+5:30, all year). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("isMinorOn", () => {
  it("counts the 18th birthday itself as adult, the day before as under 18", () => {
    expect(isMinorOn("2008-06-15", ist("2026-06-14T23:59:59"))).toBe(true);
    expect(isMinorOn("2008-06-15", ist("2026-06-15T00:00:00"))).toBe(false);
    expect(isMinorOn("2008-06-15", ist("2026-06-16T12:00:00"))).toBe(false);
  });

  it("takes the day in India, not the server's or UTC's", () => {
    // 20:00 UTC on 14 June is 01:30 on 15 June in India: the birthday has come.
    expect(isMinorOn("2008-06-15", new Date("2026-06-14T20:00:00Z"))).toBe(false);
    // 18:00 UTC on 14 June is 23:30 on 14 June in India: not yet.
    expect(isMinorOn("2008-06-15", new Date("2026-06-14T18:00:00Z"))).toBe(true);
  });

  it("makes someone born on 29 February adult on 1 March when the 18th year has no 29 February", () => {
    // 2008 + 18 = 2026, not a leap year.
    expect(isMinorOn("2008-02-29", ist("2026-02-28T12:00:00"))).toBe(true);
    expect(isMinorOn("2008-02-29", ist("2026-03-01T00:00:00"))).toBe(false);
  });

  it("never has an 18th birthday on 29 February (a leap year plus 18 is no leap year): 1 March it is", () => {
    expect(isMinorOn("2012-02-29", ist("2030-02-28T23:59:59"))).toBe(true);
    expect(isMinorOn("2012-02-29", ist("2030-03-01T00:00:00"))).toBe(false);
  });

  it("takes most diploma applicants, 15 to 17, as under 18 and a 20-year-old as adult", () => {
    const day = ist("2026-11-24T10:00:00");
    expect(isMinorOn("2011-01-01", day)).toBe(true);
    expect(isMinorOn("2009-11-25", day)).toBe(true);
    expect(isMinorOn("2008-11-24", day)).toBe(false);
    expect(isMinorOn("2006-03-10", day)).toBe(false);
  });
});
