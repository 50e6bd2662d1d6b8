import { describe, expect, it } from "vitest";
import { onceKey } from "./once-key.server.ts";

const fields: [string, unknown][] = [
  ["name", "Sunita Oraon"],
  ["mobileNo", "9876543210"],
  ["message", "When does the counselling start?"],
];

describe("onceKey", () => {
  it("keys a post by its form's token when it carries one", () => {
    const token = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(onceKey("contact", token, fields, "10.0.0.1")).toBe(onceKey("contact", token, [], "10.0.0.2"));
    expect(onceKey("contact", token, fields, "10.0.0.1")).not.toBe(onceKey("alumni", token, fields, "10.0.0.1"));
    expect(onceKey("contact", token, fields, "10.0.0.1")).toMatch(/^t:[\w-]{43}$/);
  });

  it("without a token, fingerprints the form, the address and every field but the photo, in any order", () => {
    const key = onceKey("contact", undefined, fields, "10.0.0.1");
    expect(key).toMatch(/^f:[\w-]{43}$/);
    expect(onceKey("contact", undefined, [...fields].reverse(), "10.0.0.1")).toBe(key);
    expect(onceKey("contact", undefined, [...fields, ["photoRecord", "abc"]], "10.0.0.1")).toBe(key);
    expect(onceKey("contact", "too-short", fields, "10.0.0.1")).toBe(key);
    expect(onceKey("contact", undefined, fields, "10.0.0.2")).not.toBe(key);
    expect(onceKey("enquiry", undefined, fields, "10.0.0.1")).not.toBe(key);
    expect(onceKey("contact", undefined, [...fields.slice(1), ["name", "Sunita Oraon."]], "10.0.0.1")).not.toBe(key);
  });

  it("tells apart values that would read alike if joined", () => {
    expect(onceKey("contact", undefined, [["a", "b=c"]], "ip")).not.toBe(
      onceKey("contact", undefined, [["a=b", "c"]], "ip"),
    );
    expect(onceKey("contact", undefined, [["a", ["x"]]], "ip")).not.toBe(
      onceKey("contact", undefined, [["a", "x"]], "ip"),
    );
  });
});
