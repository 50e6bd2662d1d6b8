import { describe, expect, it } from "vitest";
import { readStatusRequest } from "./application-status.ts";

const read = (query: string) => readStatusRequest(new URLSearchParams(query));

describe("the status look-up's query", () => {
  it("is the form, filled with the ID, until a date of birth is sent (the status mail's link has the ID only)", () => {
    expect(read("")).toEqual({ state: "form", values: { id: "", dateOfBirth: "" } });
    expect(read("id=GP-2026-7K3Q9M")).toEqual({ state: "form", values: { id: "GP-2026-7K3Q9M", dateOfBirth: "" } });
  });

  it("reads an ID as people copy it and a date as a date field or a person writes it", () => {
    expect(read("id=+gp-2026-7k3q9m+&dateOfBirth=2009-05-14")).toMatchObject({
      state: "look-up",
      asked: { reference: "GP-2026-7K3Q9M", dateOfBirth: "2009-05-14" },
    });
    expect(read("id=GP–2026–7K3Q9M&dateOfBirth=14/5/2009")).toMatchObject({
      state: "look-up",
      asked: { reference: "GP-2026-7K3Q9M", dateOfBirth: "2009-05-14" },
    });
  });

  it("names each field's problem, keeping what was typed", () => {
    expect(read("id=&dateOfBirth=")).toEqual({
      state: "invalid",
      values: { id: "", dateOfBirth: "" },
      errors: { id: "applicationStatus.error.id", dateOfBirth: "applicationStatus.error.dateOfBirth" },
    });
    expect(read("id=EQ-2026-7K3Q9M&dateOfBirth=2009-02-30")).toMatchObject({
      state: "invalid",
      errors: { id: "applicationStatus.error.id", dateOfBirth: "applicationStatus.error.dateOfBirth" },
    });
    expect(read(`id=${"G".repeat(5000)}&dateOfBirth=2009-05-14`)).toMatchObject({
      state: "invalid",
      errors: { id: "applicationStatus.error.id" },
    });
  });
});
