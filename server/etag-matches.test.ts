import { describe, expect, it } from "vitest";
import { etagMatches } from "./etag-matches.ts";

describe("If-None-Match against an ETag", () => {
  it("matches the tag itself, its weak form, a list that holds it, and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc" ,"y"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
  });

  it("does not match another tag, a missing header or an empty one", () => {
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('"x", "y"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
    expect(etagMatches("", '"abc"')).toBe(false);
  });
});
