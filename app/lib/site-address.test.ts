import { describe, expect, it } from "vitest";
import { leavesSite } from "./site-address.tsx";

describe("a link to another website", () => {
  const site = "https://gpgumla.example";

  it("is an absolute address on any other host", () => {
    expect(leavesSite("https://vlab.co.in/x", site)).toBe(true);
    expect(leavesSite("//scholarships.gov.in", site)).toBe(true);
    expect(leavesSite("http://gpgumla.example.evil.test/", site)).toBe(true);
  });

  it("is not a path, a fragment, mail, a phone number or the site's own host", () => {
    for (const href of [
      "/fees",
      "#main",
      "mailto:a@b.in",
      "tel:+91",
      "https://gpgumla.example/fees",
      "HTTPS://GPGUMLA.EXAMPLE/",
    ])
      expect(leavesSite(href, site)).toBe(false);
  });

  it("is every absolute address when the site's address is not known", () => {
    expect(leavesSite("https://gpgumla.example/fees", undefined)).toBe(true);
    expect(leavesSite("/fees", undefined)).toBe(false);
  });
});
