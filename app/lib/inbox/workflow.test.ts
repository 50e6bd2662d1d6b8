import { describe, expect, it } from "vitest";
import { nextStatuses, transitionProblem } from "./workflow.ts";

describe("application workflow", () => {
  it("goes received → under review → accepted or rejected", () => {
    expect(nextStatuses("received")).toEqual(["under-review"]);
    expect(nextStatuses("under-review")).toEqual(["accepted", "rejected"]);
    expect(nextStatuses("accepted")).toEqual([]);
  });
  it("refuses skipping review and leaving a final state", () => {
    expect(transitionProblem("received", "accepted", "")).toMatch(/cannot become accepted/);
    expect(transitionProblem("rejected", "under-review", "")).toMatch(/cannot become under review/);
  });
  it("needs a reason for a rejection", () => {
    expect(transitionProblem("under-review", "rejected", "")).toBe("Give the reason for the rejection.");
    expect(transitionProblem("under-review", "rejected", "Marks below the cut-off")).toBeNull();
  });
});
