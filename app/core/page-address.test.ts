import { describe, expect, it } from "vitest";
import { addressProblem, normalAddress } from "./page-address.ts";

const spec = ["", "about-us", "notice", "BCA", "gallery-photo/:code"];

describe("the address of a page an editor adds", () => {
  it.each(["/committees", "committees", "/about-us/history", "/nss-2026", "/a/b-c/d1"])("accepts %s", (path) => {
    expect(addressProblem(path, spec)).toBeUndefined();
  });

  it.each(["/", "", "/Committees", "/with space", "/under_score", "/double--hyphen", "/-lead", "/a//b", "/é"])(
    "refuses the form of %j",
    (path) => {
      expect(addressProblem(path, spec)).toBe("format");
    },
  );

  it.each(["/about-us", "/bca", "/gallery-photo/anything", "/admin", "/admin/x", "/api/news", "/hi", "/media/a"])(
    "keeps %s for the site itself",
    (path) => {
      expect(addressProblem(path, spec)).toBe("reserved");
    },
  );

  it("writes an address as it is stored", () => {
    expect(normalAddress(" committees/ ")).toBe("/committees");
  });
});
