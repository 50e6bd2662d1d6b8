import fs from "node:fs";
import path from "node:path";
import type { Locator } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  countRows,
  expectToast,
  fieldError,
  fillByLabel,
  focusedLabel,
  groupError,
  latestRow,
} from "./forms-helpers.ts";
import { DESKTOP, PHONE, baseUrl, closePage, imageLoaded, openPage, useBrowser } from "./support/pages.ts";

const AADHAAR = "739164825017";

const valid = {
  Name: "Rohit Kujur",
  "Date of Birth": "2008-01-20",
  Category: "ST",
  Religion: "Christian",
  Program: "Diploma in Civil Engineering",
  "Father's Name": "Anil Kujur",
  "Mother's Name": "Mary Kujur",
  "Aadhaar No / UID No": AADHAAR,
  Email: "rohit.kujur@example.in",
  "Mobile No": "9123456780",
  Address: "Ward 4, Near Church, Sisai Road",
  City: "Gumla",
  Pincode: "835207",
};

const emptyMessages: [string, string][] = [
  ["Name", "Enter Name"],
  ["Date of Birth", "Enter dob"],
  ["Category", "Select Category"],
  ["Religion", "Enter Religion Name"],
  ["Program", "Select Program"],
  ["Father's Name", "Enter father's name"],
  ["Mother's Name", "Enter mother's name"],
  ["Aadhaar No / UID No", "Please enter AADHAR No/UID No"],
  ["Email", "Enter email address"],
  ["Mobile No", "Enter Mobile No"],
  ["Address", "Enter Address"],
  ["City", "Enter City"],
  ["Pincode", "Enter Pincode"],
  ["Photo", "Please select image"],
];

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#557799" } })
    .png()
    .toBuffer();
});

async function fillApplication(form: Locator, values: Record<string, string> = valid) {
  await fillByLabel(form, values);
  await form.getByRole("radio", { name: "Male", exact: true }).check();
}

/** Neither the database file nor its write-ahead log holds the Aadhaar number in clear. */
function expectNoClearAadhaar() {
  const file = path.join(inject("dataDir"), "college.db");
  for (const f of [file, `${file}-wal`].filter((name) => fs.existsSync(name))) {
    expect(fs.readFileSync(f).includes(AADHAAR)).toBe(false);
  }
}

describe("admission application (/gpcet-form)", () => {
  const browser = useBrowser();

  it("with JavaScript: warns on an invalid submit with every message, uploads the photo with a preview, submits and resets", async () => {
    const opened = await openPage(browser(), "/gpcet-form", DESKTOP);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Admission application" });
    expect(await form.getByRole("img", { name: "No photo uploaded yet" }).isVisible()).toBe(true);
    expect(await form.getByLabel("Program", { exact: true }).locator("option").allInnerTexts()).not.toContain(
      "Diploma (AE)",
    );
    expect(await form.getByLabel("Aadhaar No / UID No", { exact: true }).getAttribute("inputmode")).toBe("numeric");
    expect(await form.getByText(/stored encrypted/).isVisible()).toBe(true);

    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Warning", "Please fill in all required fields correctly.");
    for (const [label, message] of emptyMessages) await expect.poll(() => fieldError(form, label)).toBe(message);
    await expect.poll(() => groupError(form, "Gender")).toBe("Select Gender");
    await expect.poll(() => focusedLabel(page)).toBe("Name");

    await form.getByLabel("Pincode", { exact: true }).fill("83520");
    await form.getByLabel("Aadhaar No / UID No", { exact: true }).fill("7391 6482 5017");
    await form.getByLabel("City", { exact: true }).click();
    await expect.poll(() => fieldError(form, "Pincode")).toBe("enter Valid pincode");
    await expect.poll(() => fieldError(form, "Aadhaar No / UID No")).toBe("Please enter AADHAR No/UID No");

    const uploadsBefore = countRows("uploads");
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "not-a-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("plain text") });
    await expectToast(page, "Error", "Failed to submit Image. Please try again later.");
    expect(await form.getByRole("img", { name: "No photo uploaded yet" }).isVisible()).toBe(true);
    expect(countRows("uploads")).toBe(uploadsBefore);

    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await expect.poll(() => fieldError(form, "Photo")).toBeNull();
    expect(countRows("uploads")).toBe(uploadsBefore + 1);

    const before = countRows("applications");
    await fillApplication(form);
    await form.getByRole("button", { name: "Submit" }).click();
    const status = form.getByRole("status").filter({ hasText: "Application Submitted" });
    await status.waitFor();
    const id = /Application Submitted\. ID: (GP-\d{4}-[2-9A-HJKMNP-Z]{6})/.exec(await status.innerText())![1]!;
    await expectToast(page, "Success", `Application Submitted. ID: ${id}`);
    // The confirmation leads to the status look-up with the ID filled in (decision 057).
    expect(await status.getByRole("link", { name: "Check the status of your application" }).getAttribute("href")).toBe(
      `/application-status?id=${id}`,
    );
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await form.getByRole("img", { name: "No photo uploaded yet" }).isVisible()).toBe(true);

    expect(countRows("applications")).toBe(before + 1);
    const row = latestRow<Record<string, unknown>>("applications")!;
    expect(row).toMatchObject({
      reference: id,
      data_source: "WebAdmission",
      is_lateral: 0,
      religion: "Christian",
      id_proof_last4: "5017",
      pincode: "835207",
    });
    // The number is in the vault (decision 062): the application keeps a random token.
    expect(String(row.id_proof_token)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expectNoClearAadhaar();
    await closePage(opened, [/status of 415/]);
  });

  it("with JavaScript: a refused application shows Submission failed, a lost connection the Error toast; the form resets", async () => {
    const opened = await openPage(browser(), "/gpcet-form", PHONE);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Admission application" });
    await fillApplication(form);
    // The upload answers a record nobody uploaded: valid in shape, refused by the server.
    await page.route("**/api/uploads/photo", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ record: "AAAAAAAAAAAAAAAAAAAAAA" }),
      }),
    );
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await page.unroute("**/api/uploads/photo");
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Error", "Submission failed");
    expect(await form.getByRole("status").filter({ hasText: "Submission failed" }).count()).toBe(1);
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("");

    await page.route("**/gpcet-form.data**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await fillApplication(form);
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Error", "Failed to submit form. Please try again later.");
    await closePage(opened, [/status of 400/, /Failed to load resource/]);
  });

  it("without JavaScript: the photo travels with the form, errors come back with the photo kept, then stored", async () => {
    const opened = await openPage(browser(), "/gpcet-form", PHONE, { javaScript: false });
    const { page } = opened;
    let form = page.getByRole("form", { name: "Admission application" });
    await fillApplication(form, { ...valid, Pincode: "83520", Name: "Without Script" });
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Admission application" });
    await expect.poll(() => fieldError(form, "Pincode")).toBe("enter Valid pincode");
    await expect.poll(() => focusedLabel(page)).toBe("Pincode");
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("Without Script");
    // The Aadhaar number is never sent back to the page.
    expect(await form.getByLabel("Aadhaar No / UID No", { exact: true }).inputValue()).toBe("");
    expect(await page.content()).not.toContain(AADHAAR);
    const preview = form.getByRole("img", { name: "Your uploaded photo" });
    expect(await preview.isVisible()).toBe(true);
    await expect.poll(() => imageLoaded(preview)).toBe(true);

    const before = countRows("applications");
    await fillByLabel(form, { Pincode: "835207", "Aadhaar No / UID No": AADHAAR });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Admission application" });
    const status = await form.getByRole("status").innerText();
    expect(status).toMatch(/^Application Submitted\. ID: GP-\d{4}-[2-9A-HJKMNP-Z]{6}/);
    const statusLink = form.getByRole("status").getByRole("link", { name: "Check the status of your application" });
    expect(await statusLink.getAttribute("href")).toMatch(/^\/application-status\?id=GP-\d{4}-[2-9A-HJKMNP-Z]{6}$/);
    // The confirmation's receipt button posts the ID and the date of birth just sent (decision 058). The download
    // itself is tested in tests/e2e/application-status.test.ts: a receipt counts toward the look-up limit of this
    // address, which that file spends.
    const receipt = await form
      .getByRole("status")
      .getByRole("button", { name: "Download the receipt (PDF)" })
      .evaluate((button) => {
        const owner = (button as HTMLButtonElement).form!;
        const value = (name: string) => (owner.elements.namedItem(name) as HTMLInputElement | null)?.value;
        return {
          action: new URL(owner.action).pathname,
          method: owner.method,
          id: value("id"),
          birth: value("dateOfBirth"),
        };
      });
    expect(receipt).toEqual({
      action: "/application-status/receipt",
      method: "post",
      id: new URL((await statusLink.getAttribute("href"))!, baseUrl()).searchParams.get("id"),
      birth: valid["Date of Birth"],
    });
    expect(countRows("applications")).toBe(before + 1);
    expect(latestRow("applications")).toMatchObject({
      name: "Without Script",
      pincode: "835207",
      id_proof_last4: "5017",
      data_source: "WebAdmission",
    });
    expectNoClearAadhaar();
    await closePage(opened, [/status of 400/]);
  });

  it("without JavaScript: a file that is not an image is refused with the photo message", async () => {
    const opened = await openPage(browser(), "/gpcet-form", DESKTOP, { javaScript: false });
    const { page } = opened;
    let form = page.getByRole("form", { name: "Admission application" });
    await fillApplication(form);
    await form.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    const before = countRows("applications");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Admission application" });
    await expect.poll(() => fieldError(form, "Photo")).toBe("Please select image");
    expect(await form.getByRole("img", { name: "No photo uploaded yet" }).isVisible()).toBe(true);
    expect(countRows("applications")).toBe(before);
    await closePage(opened, [/status of 400/]);
  });
});
