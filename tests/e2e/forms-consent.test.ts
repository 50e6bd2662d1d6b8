import { describe, expect, it } from "vitest";
import { CONSENT_LABEL, countRows, fillByLabel, latestRow, readDatabase, tickConsent } from "./forms-helpers.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

const valid = {
  Name: "Sunita Lakra",
  Email: "sunita@example.in",
  Subject: "Hostel for girls",
  "Mobile No": "7004001234",
  Message: "Is there a hostel for girls on the campus?",
};

const consentMessage = "Tick the box to agree to the privacy notice";

describe("the privacy notice and consent (decision 064)", () => {
  const browser = useBrowser();

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])(
    "%s: a form sent without the tick is refused beside the box, keeps what was typed, then stores the consent",
    async (_name, javaScript) => {
      const opened = await openPage(browser(), "/contact-us", javaScript ? DESKTOP : PHONE, { javaScript });
      const { page } = opened;
      let form = page.getByRole("form", { name: "Send Your Message" });
      // The notice is there before anything is sent: its summary, the whole of it behind a disclosure, the links.
      const notice = form.getByText(/Privacy notice \(version \d+\)/);
      await notice.click();
      expect(await form.getByRole("link", { name: "Make a data-rights request" }).getAttribute("href")).toBe(
        "/data-rights",
      );
      expect(await form.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
      expect(await form.getByLabel(CONSENT_LABEL).isChecked()).toBe(false);

      const before = countRows("contact_messages");
      await fillByLabel(form, valid, { consent: false });
      await form.getByRole("button", { name: "Submit" }).click();
      if (!javaScript) await page.waitForLoadState("load");
      form = page.getByRole("form", { name: "Send Your Message" });
      await form.getByText(consentMessage, { exact: true }).waitFor();
      expect(await form.getByLabel(CONSENT_LABEL).getAttribute("aria-invalid")).toBe("true");
      for (const [label, value] of Object.entries(valid))
        expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe(value);
      expect(countRows("contact_messages")).toBe(before);

      await tickConsent(form);
      await form.getByRole("button", { name: "Submit" }).click();
      await expect.poll(() => countRows("contact_messages"), { timeout: 15_000 }).toBe(before + 1);
      const { id } = latestRow<{ id: number }>("contact_messages")!;
      const consent = readDatabase((db) =>
        db.prepare("select * from consents where submission_table = 'contact_messages' and submission_id = ?").get(id),
      ) as { notice_version: number; given_at: string; language: string };
      expect(consent).toMatchObject({ notice_version: 1, language: "en" });
      expect(Date.now() - Date.parse(consent.given_at)).toBeLessThan(60_000);
      // The refused post answers 400, which the browser logs.
      await closePage(opened, [/status of 400/]);
    },
  );
});
