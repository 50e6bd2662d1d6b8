import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href.ts";

describe("telHref", () => {
  it("keeps the digits and a leading plus of a written number, nothing else", () => {
    expect(telHref("+91 6524 223 456")).toBe("tel:+916524223456");
    expect(telHref("06524-223456 (office)")).toBe("tel:06524223456");
  });
});
