import { describe, expect, it } from "vitest";
import { readGuardian } from "./guardian.ts";

const NOW = new Date("2026-11-24T06:30:00.000Z");
const post = (values: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  return formData;
};
const guardian = {
  guardianName: " Sunita Devi ",
  guardianRelation: "Mother",
  guardianEmail: "",
  guardianMobile: "9876543210",
};

describe("readGuardian", () => {
  it("asks an applicant under 18 for a guardian's name, relation and mobile number, each beside its field", () => {
    expect(readGuardian(post({ dateOfBirth: "2010-03-15" }), NOW)).toEqual({
      ok: false,
      fieldErrors: {
        guardianName: ["guardian.error.name"],
        guardianRelation: ["guardian.error.relation"],
        guardianMobile: ["guardian.error.mobile"],
      },
    });
    expect(readGuardian(post({ dateOfBirth: "2010-03-15", ...guardian, guardianMobile: "98765" }), NOW)).toEqual({
      ok: false,
      fieldErrors: { guardianMobile: ["guardian.error.mobile"] },
    });
  });

  it("takes the guardian's e-mail address as optional, but a valid one when given", () => {
    expect(readGuardian(post({ dateOfBirth: "2010-03-15", ...guardian }), NOW)).toEqual({
      ok: true,
      guardian: { name: "Sunita Devi", relation: "Mother", email: undefined, mobileNo: "9876543210" },
    });
    expect(
      readGuardian(post({ dateOfBirth: "2010-03-15", ...guardian, guardianEmail: "sunita@example" }), NOW),
    ).toEqual({ ok: false, fieldErrors: { guardianEmail: ["guardian.error.email"] } });
    expect(
      readGuardian(post({ dateOfBirth: "2010-03-15", ...guardian, guardianEmail: " sunita@example.in " }), NOW),
    ).toMatchObject({ ok: true, guardian: { email: "sunita@example.in" } });
  });

  it("asks no guardian of an adult (on the 18th birthday too), nor when the date of birth is no date", () => {
    expect(readGuardian(post({ dateOfBirth: "2006-03-15" }), NOW)).toEqual({ ok: true });
    expect(readGuardian(post({ dateOfBirth: "2008-11-24" }), NOW)).toEqual({ ok: true });
    expect(readGuardian(post({ dateOfBirth: "2008-11-25" }), NOW)).toMatchObject({ ok: false });
    expect(readGuardian(post({ dateOfBirth: "2010-02-30" }), NOW)).toEqual({ ok: true });
    expect(readGuardian(post({}), NOW)).toEqual({ ok: true });
    // What an adult typed there is not kept.
    expect(readGuardian(post({ dateOfBirth: "2006-03-15", ...guardian }), NOW)).toEqual({ ok: true });
  });
});
