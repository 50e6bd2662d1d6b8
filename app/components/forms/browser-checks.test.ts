import { describe, expect, it } from "vitest";
import { contactSchema } from "~/schemas/forms/contact.ts";
import { rulesOf } from "./browser-checks.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("a form's rules in the browser", () => {
  const rules = rulesOf(contactSchema);

  it("give the schema's message keys per field for what the visitor typed", () => {
    expect(rules(form({ name: "", email: "asha@", subject: "Fees", mobileNo: "98765", message: "Hello" }))).toEqual({
      name: ["forms.error.name"],
      email: ["forms.error.emailFormat"],
      mobileNo: ["forms.error.mobileDigits"],
    });
  });

  it("give nothing for a valid form", () => {
    expect(
      Object.keys(
        rules(
          form({ name: "Asha", email: "asha@example.in", subject: "Fees", mobileNo: "9876543210", message: "Hello" }),
        ),
      ),
    ).toEqual([]);
  });
});
