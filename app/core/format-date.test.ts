import { afterEach, describe, expect, it } from "vitest";
import { formatDate, istDate, parseIsoDate } from "./format-date.ts";

describe("formatDate", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("shows day, month abbreviation and year", () => {
    expect(formatDate("2019-03-12")).toBe("12 Mar 2019");
    expect(formatDate("2022-09-05")).toBe("5 Sep 2022");
    expect(formatDate("2013-12-31")).toBe("31 Dec 2013");
  });

  it("names the month in Hindi on a Hindi page, with international digits", () => {
    expect(formatDate("2019-03-12", "hi")).toBe("12 मार्च 2019");
    expect(formatDate("2022-09-05", "hi")).toBe("5 सितंबर 2022");
    expect(formatDate("2013-12-31", "hi")).toBe("31 दिसंबर 2013");
    expect(formatDate("2019-02-30", "hi")).toBe("2019-02-30");
  });

  it("keeps dates at a month boundary in their month, whatever the timezone", () => {
    // West of UTC, new Date("2020-03-01") is still 29 February locally.
    for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati", "UTC"]) {
      process.env.TZ = tz;
      expect(formatDate("2020-03-01")).toBe("1 Mar 2020");
      expect(formatDate("2020-02-29")).toBe("29 Feb 2020");
      expect(formatDate("2021-01-01")).toBe("1 Jan 2021");
    }
  });

  it("shows a value that is not a date unchanged instead of breaking the page", () => {
    expect(formatDate("")).toBe("");
    expect(formatDate("12/03/2019")).toBe("12/03/2019");
    expect(formatDate("2019-02-30")).toBe("2019-02-30");
  });
});

describe("parseIsoDate", () => {
  it("accepts real calendar dates only", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2019-04-31")).toBeNull();
    expect(parseIsoDate("2019-13-01")).toBeNull();
    expect(parseIsoDate("2019-00-10")).toBeNull();
    expect(parseIsoDate("2019-3-1")).toBeNull();
    expect(parseIsoDate("2019-03-12T00:00:00Z")).toBeNull();
  });
});

describe("istDate", () => {
  it("is the day in India, five and a half hours ahead of UTC, whatever the server's timezone", () => {
    const zone = process.env.TZ;
    for (const tz of ["America/Los_Angeles", "UTC"]) {
      process.env.TZ = tz;
      expect(istDate("2026-11-22T18:29:59.999Z")).toBe("2026-11-22");
      expect(istDate("2026-11-22T18:30:00.000Z")).toBe("2026-11-23");
      expect(istDate("2026-12-31T20:00:00Z")).toBe("2027-01-01");
    }
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
});
