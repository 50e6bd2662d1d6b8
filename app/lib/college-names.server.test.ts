import { describe, expect, it } from "vitest";
import { institution } from "~/settings/institution.ts";
import { collegeNames } from "./college-names.server.ts";

describe("the college's names by language", () => {
  it("are the institution's own words in English", () => {
    expect(collegeNames("en")).toEqual({
      name: institution.name,
      shortName: institution.shortName,
      address: institution.address.lines.join(", "),
    });
  });

  it("are Devanagari in Hindi, keeping only the acronym in Latin script", () => {
    const hindi = collegeNames("hi");
    expect(hindi.name).toBe("गुमला पॉलिटेक्निक कॉलेज ऑफ़ इंजीनियरिंग एंड टेक्नोलॉजी");
    for (const text of Object.values(hindi)) expect(text.replace("GPCET", "")).not.toMatch(/[A-Za-z]/);
  });
});
