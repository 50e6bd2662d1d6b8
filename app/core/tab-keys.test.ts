import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./tab-keys.ts";

describe("nextTabIndex", () => {
  it("moves right and left with wrap-around, and jumps with Home and End", () => {
    expect(nextTabIndex("ArrowRight", 0, 6)).toBe(1);
    expect(nextTabIndex("ArrowRight", 5, 6)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 0, 6)).toBe(5);
    expect(nextTabIndex("ArrowLeft", 3, 6)).toBe(2);
    expect(nextTabIndex("Home", 4, 6)).toBe(0);
    expect(nextTabIndex("End", 1, 3)).toBe(2);
  });

  it("ignores other keys (Tab must leave the tab list)", () => {
    for (const key of ["Tab", "Enter", " ", "ArrowDown", "ArrowUp", "a"]) expect(nextTabIndex(key, 2, 6)).toBeNull();
  });
});
