import { describe, expect, it } from "vitest";
import { statusChangeMail } from "./status-mail.ts";

describe("the applicant's status mail", () => {
  it("says the ID, the status in plain words and the look-up's link with the ID only, in English and Hindi", () => {
    const english = statusChangeMail({ reference: "GP-2026-7K3Q9M", status: "rejected" }, "https://college.test");
    expect(english.subject).toContain("GP-2026-7K3Q9M: Not accepted");
    expect(english.text).toContain("To know why, please contact the admission office.");
    expect(english.text).toContain("https://college.test/application-status?id=GP-2026-7K3Q9M\n");
    const hindi = statusChangeMail({ reference: "GP-2026-7K3Q9M", status: "accepted" }, "https://college.test", "hi");
    expect(hindi.subject).toContain("स्वीकृत");
    expect(hindi.text).toContain("प्रिय आवेदक,");
    expect(hindi.text).toContain("https://college.test/hi/application-status?id=GP-2026-7K3Q9M");
    for (const mail of [english, hindi]) expect(`${mail.subject}${mail.text}`).not.toMatch(/[{}]/);
  });
});
