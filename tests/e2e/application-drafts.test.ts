import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { countRows, fillByLabel, latestRow, readDatabase } from "./forms-helpers.ts";
import { receivedMail, recipients } from "./support/mail.ts";
import { DESKTOP, PHONE, baseUrl, closePage, hydrated, imageLoaded, openPage, useBrowser } from "./support/pages.ts";
import { until } from "./support/until.ts";

const AADHAAR = "582914736025";

/** What a family types before stopping: some fields, not all (no date of birth, no programme, no pincode). */
const partly = (email: string) => ({
  Name: "Sunita Oraon",
  Religion: "Sarna",
  "Father's Name": "Birsa Oraon",
  "Aadhaar No / UID No": AADHAAR,
  Email: email,
  Address: "Tola Basia, Near School",
  City: "Gumla",
});

/** What is left to fill in after opening the link. */
const rest = {
  "Date of Birth": "2008-03-11",
  Category: "ST",
  Program: "Diploma in Civil Engineering",
  "Mother's Name": "Mary Oraon",
  "Mobile No": "9123456781",
  Pincode: "835207",
};

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#775599" } })
    .png()
    .toBuffer();
});

/** The resume link of the newest mail to `address`, polled from the mail catcher. */
async function mailedLink(address: string): Promise<URL> {
  const mail = await until(
    async () => (await receivedMail()).filter((m) => recipients(m).includes(address)).at(-1),
    15_000,
  );
  const text = mail.text ?? "";
  // Nothing the visitor typed is in the mail.
  for (const typed of ["Sunita", "Oraon", "Tola Basia", AADHAAR, AADHAAR.slice(-4)]) expect(text).not.toContain(typed);
  const link = /https?:\/\/\S+\/gpcet-form\/resume\?token=[\w-]{43}/.exec(text);
  expect(link).not.toBeNull();
  return new URL(link![0]);
}

const admissionForm = (page: Page) => page.getByRole("form", { name: /Admission application|प्रवेश आवेदन/ });

async function expectFilled(form: Locator, email: string) {
  expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("Sunita Oraon");
  expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
  expect(await form.getByLabel("City", { exact: true }).inputValue()).toBe("Gumla");
  // The number is never shown: the field is empty, its hint names the last four digits.
  expect(await form.getByLabel("Aadhaar No / UID No", { exact: true }).inputValue()).toBe("");
  expect(await form.getByText("XXXX XXXX 6025", { exact: false }).isVisible()).toBe(true);
  expect(await form.page().content()).not.toContain(AADHAAR);
  const preview = form.getByRole("img", { name: "Your uploaded photo" });
  await expect.poll(() => imageLoaded(preview)).toBe(true);
}

describe("admission drafts: save and finish later", () => {
  const browser = useBrowser();

  it("with JavaScript: saves a draft with a photo, the mailed link opens it filled, it is sent, the link then fails", async () => {
    const email = "sunita.drafts@example.in";
    const opened = await openPage(browser(), "/gpcet-form", DESKTOP);
    const { page } = opened;
    await hydrated(page);
    let form = admissionForm(page);
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await fillByLabel(form, partly(email), { consent: false });
    const drafts = countRows("application_drafts");
    await form.getByRole("button", { name: "Save and finish later" }).click();
    await form
      .getByRole("status")
      .filter({ hasText: `We have e-mailed a link to ${email}` })
      .waitFor();
    // The form keeps what was typed, for the visitor to go on now if they like.
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("Sunita Oraon");
    expect(countRows("application_drafts")).toBe(drafts + 1);
    const stored = latestRow<Record<string, string>>("application_drafts")!;
    expect(JSON.stringify(stored)).not.toContain(AADHAAR);
    await closePage(opened);

    const link = await mailedLink(email);
    expect(JSON.stringify(stored)).not.toContain(link.searchParams.get("token"));
    const resumed = await openPage(browser(), `${link.pathname}${link.search}`, PHONE);
    const response = await resumed.page.request.get(`${baseUrl()}${link.pathname}${link.search}`);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await hydrated(resumed.page);
    form = admissionForm(resumed.page);
    await expectFilled(form, email);
    await fillByLabel(form, rest);
    await form.getByRole("radio", { name: "Female", exact: true }).check();
    const applications = countRows("applications");
    await form.getByRole("button", { name: "Submit" }).click();
    await form.getByRole("status").filter({ hasText: "Application Submitted" }).waitFor();
    expect(countRows("applications")).toBe(applications + 1);
    const application = latestRow<Record<string, string>>("applications")!;
    expect(application).toMatchObject({ name: "Sunita Oraon", email, id_proof_last4: "6025" });
    // The draft ended with its application: row and vault entry gone, the photo now the application's.
    expect(countRows("application_drafts")).toBe(drafts);
    expect(
      readDatabase((db) =>
        db.prepare("select count(*) as n from aadhaar_vault where token = ?").get(stored.id_proof_token),
      ),
    ).toEqual({ n: 0 });
    expect(application.photo_record).toBe(stored.photo_record);
    await closePage(resumed);

    // The used link: one clear message above an empty form, the way forward.
    const used = await openPage(browser(), `${link.pathname}${link.search}`, PHONE);
    const usedForm = admissionForm(used.page);
    await usedForm.getByRole("status").filter({ hasText: "This link no longer works" }).waitFor();
    // Said at the top of the page too, where the introduction stands.
    expect(
      await used.page
        .getByRole("main")
        .getByText(/^This link no longer works/)
        .count(),
    ).toBe(2);
    expect(
      await usedForm.getByRole("status").filter({ hasText: "You can fill in the form below again." }).count(),
    ).toBe(1);
    expect(await usedForm.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await used.page.content()).not.toContain("Sunita");
    await closePage(used, [/status of 410/]);
  });

  it("without JavaScript, in Hindi: saves with the photo, the Hindi link opens it, it is sent; a tampered link fails", async () => {
    const email = "sunita.hindi@example.in";
    const opened = await openPage(browser(), "/hi/gpcet-form", PHONE, { javaScript: false });
    const { page } = opened;
    let form = admissionForm(page);
    await form
      .getByLabel("फ़ोटो", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await fillByLabel(
      form,
      { नाम: "Sunita Oraon", "आधार नंबर / UID नंबर": AADHAAR, "ई-मेल": email, शहर: "Gumla" },
      { consent: false },
    );
    await form.getByRole("button", { name: "सहेजें और बाद में पूरा करें" }).click();
    await page.waitForLoadState("load");
    form = admissionForm(page);
    await form.getByRole("status").filter({ hasText: email }).waitFor();
    expect(await page.content()).not.toContain(AADHAAR);
    await closePage(opened);

    const link = await mailedLink(email);
    expect(link.pathname).toBe("/hi/gpcet-form/resume");
    const resumed = await openPage(browser(), `${link.pathname}${link.search}`, DESKTOP, { javaScript: false });
    form = admissionForm(resumed.page);
    expect(await form.getByLabel("नाम", { exact: true }).inputValue()).toBe("Sunita Oraon");
    expect(await form.getByLabel("ई-मेल", { exact: true }).inputValue()).toBe(email);
    expect(await form.getByLabel("आधार नंबर / UID नंबर", { exact: true }).inputValue()).toBe("");
    expect(await form.getByText("XXXX XXXX 6025", { exact: false }).isVisible()).toBe(true);
    expect(await form.getByRole("img", { name: "आपकी अपलोड की गई फ़ोटो" }).isVisible()).toBe(true);
    expect(await resumed.page.content()).not.toContain(AADHAAR);
    await fillByLabel(form, {
      "जन्म तिथि": rest["Date of Birth"],
      श्रेणी: "ST",
      प्रोग्राम: "Diploma in Civil Engineering",
      "पिता का नाम": "Birsa Oraon",
      "माता का नाम": "Mary Oraon",
      धर्म: "Sarna",
      "मोबाइल नंबर": "9123456782",
      पता: "Tola Basia",
      "पिन कोड": "835207",
    });
    await form.getByRole("radio", { name: "महिला", exact: true }).check();
    const drafts = countRows("application_drafts");
    await form.getByRole("button", { name: "जमा करें" }).click();
    await resumed.page.waitForLoadState("load");
    await admissionForm(resumed.page)
      .getByRole("status")
      .filter({ hasText: /GP-\d{4}-/ })
      .waitFor();
    expect(countRows("application_drafts")).toBe(drafts - 1);
    expect(latestRow<Record<string, string>>("applications")).toMatchObject({
      email,
      id_proof_last4: "6025",
      language: "hi",
    });
    await closePage(resumed);

    for (const target of [`${link.pathname}${link.search}`, `${link.pathname}?token=${"A".repeat(43)}`]) {
      const gone = await openPage(browser(), target, PHONE, { javaScript: false });
      const goneForm = admissionForm(gone.page);
      await goneForm.getByRole("status").filter({ hasText: "यह लिंक अब काम नहीं करता" }).waitFor();
      expect(await goneForm.getByLabel("नाम", { exact: true }).inputValue()).toBe("");
      expect(await gone.page.content()).not.toContain("Sunita");
      await closePage(gone, [/status of 410/]);
    }
  });
});
