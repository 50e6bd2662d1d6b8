import { describe, expect, it } from "vitest";
import { translator } from "../../app/messages/catalogue.ts";
import {
  sampleAdmission,
  sampleAlumni,
  sampleContact,
  sampleQuickEnquiry,
} from "../../app/schemas/forms/test-samples.ts";
import {
  errorTexts,
  legacyAdmission,
  legacyAlumni,
  legacyContact,
  legacyQuickEnquiry,
  parseLegacy,
  toLegacyErrors,
} from "./legacy-forms.ts";
import * as legacy from "./legacy-samples.ts";

const english = translator("en");

describe("the old API's field names", () => {
  it.each([
    ["quick enquiry", legacyQuickEnquiry, legacy.legacyQuickEnquiry(3), sampleQuickEnquiry(3)],
    ["contact", legacyContact, legacy.legacyContact(), sampleContact()],
    ["admission", legacyAdmission, legacy.legacyAdmission(3, "A".repeat(22)), sampleAdmission(3, "A".repeat(22))],
    ["alumni", legacyAlumni, legacy.legacyAlumni(3), sampleAlumni(3)],
  ] as const)("map an old client's %s body to the app's own names", (_name, form, body, own) => {
    const parsed = parseLegacy(form as typeof legacyContact, body);
    expect(parsed).toEqual({ ok: true, value: own });
  });

  it("name every field of a form once, old and own", () => {
    for (const form of [legacyQuickEnquiry, legacyContact, legacyAdmission, legacyAlumni]) {
      expect(new Set(Object.values(form.names)).size).toBe(Object.keys(form.names).length);
      expect(Object.values(form.names).sort()).toEqual(Object.keys(form.schema.shape).sort());
    }
  });

  it("answer errors under the old names, as text", () => {
    const parsed = parseLegacy(legacyAdmission, { ...legacy.legacyAdmission(3, "x"), Pincode: "83520" });
    expect(parsed.ok || errorTexts(english, parsed.errors)).toEqual({
      ProfilePic: ["Please select image"],
      Pincode: ["enter Valid pincode"],
    });
    expect(toLegacyErrors(legacyAlumni, { courseId: ["forms.error.alumni.course"] })).toEqual({
      semesterID: ["forms.error.alumni.course"],
    });
  });

  it("refuse the app's own names and any other unknown field, naming them", () => {
    const parsed = parseLegacy(legacyContact, { ...legacy.legacyContact(), mobileNo: "9431100001", isAdmin: true });
    expect(parsed.ok || errorTexts(english, parsed.errors)).toEqual({
      mobileNo: ["This field is not part of the form"],
      isAdmin: ["This field is not part of the form"],
    });
  });

  it("accept DataSource WebAdmission and IsLateral from old clients and drop them, and refuse another DataSource", () => {
    const body = legacy.legacyAdmission(3, "A".repeat(22));
    const accepted = parseLegacy(legacyAdmission, { ...body, DataSource: "WebAdmission", IsLateral: false });
    expect(accepted).toEqual({ ok: true, value: sampleAdmission(3, "A".repeat(22)) });
    const refused = parseLegacy(legacyAdmission, { ...body, DataSource: "Import" });
    expect(refused.ok || Object.keys(refused.errors)).toEqual(["DataSource"]);
  });
});
