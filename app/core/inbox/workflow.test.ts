import { describe, expect, it } from "vitest";
import {
  applicationWorkflow,
  enquiryWorkflow,
  isStatusOf,
  nextStatuses,
  noteHint,
  transitionProblem,
} from "./workflow.ts";

describe("application workflow", () => {
  it("goes received → under review → accepted or rejected", () => {
    expect(applicationWorkflow.initial).toBe("received");
    expect(nextStatuses(applicationWorkflow, "received")).toEqual(["under-review"]);
    expect(nextStatuses(applicationWorkflow, "under-review")).toEqual(["accepted", "rejected"]);
    expect(nextStatuses(applicationWorkflow, "accepted")).toEqual([]);
    expect(nextStatuses(applicationWorkflow, "rejected")).toEqual([]);
  });
  it("refuses skipping review and leaving a final state", () => {
    expect(transitionProblem(applicationWorkflow, "received", "accepted", "")).toBe(
      "An application that is received cannot become accepted.",
    );
    expect(transitionProblem(applicationWorkflow, "rejected", "under-review", "")).toMatch(
      /cannot become under review/,
    );
    expect(transitionProblem(applicationWorkflow, "received", "received", "")).toMatch(/cannot become received/);
  });
  it("needs a reason for a rejection, and none for the other changes", () => {
    expect(transitionProblem(applicationWorkflow, "under-review", "rejected", "")).toBe(
      "Give the reason for the rejection.",
    );
    expect(transitionProblem(applicationWorkflow, "under-review", "rejected", "Marks below the cut-off")).toBeNull();
    expect(transitionProblem(applicationWorkflow, "received", "under-review", "")).toBeNull();
    expect(transitionProblem(applicationWorkflow, "under-review", "accepted", "")).toBeNull();
    expect(noteHint(applicationWorkflow, "under-review")).toBe("Note (needed when the status becomes rejected)");
  });
});

describe("enquiry and message workflow", () => {
  it("goes new → contacted → closed, and closed is final", () => {
    expect(enquiryWorkflow.initial).toBe("new");
    expect(nextStatuses(enquiryWorkflow, "new")).toEqual(["contacted", "closed"]);
    expect(nextStatuses(enquiryWorkflow, "contacted")).toEqual(["closed"]);
    expect(nextStatuses(enquiryWorkflow, "closed")).toEqual([]);
    expect(transitionProblem(enquiryWorkflow, "new", "contacted", "")).toBeNull();
    expect(transitionProblem(enquiryWorkflow, "contacted", "closed", "")).toBeNull();
  });
  it("refuses going back and reopening", () => {
    expect(transitionProblem(enquiryWorkflow, "contacted", "new", "")).toBe(
      "An entry that is contacted cannot become new.",
    );
    expect(transitionProblem(enquiryWorkflow, "closed", "contacted", "called again")).toBe(
      "An entry that is closed cannot become contacted.",
    );
  });
  it("closes an entry nobody contacted only with a note saying why", () => {
    expect(transitionProblem(enquiryWorkflow, "new", "closed", " ")).toBe(
      "Say why it is closed without contacting the sender.",
    );
    expect(transitionProblem(enquiryWorkflow, "new", "closed", "Duplicate of yesterday's enquiry")).toBeNull();
    expect(noteHint(enquiryWorkflow, "new")).toBe("Note (needed when the status becomes closed)");
    expect(noteHint(enquiryWorkflow, "contacted")).toBe("Note");
  });
  it("knows its own statuses and not the other workflow's", () => {
    expect(isStatusOf(enquiryWorkflow, "contacted")).toBe(true);
    expect(isStatusOf(enquiryWorkflow, "accepted")).toBe(false);
    expect(isStatusOf(applicationWorkflow, "new")).toBe(false);
  });
});
