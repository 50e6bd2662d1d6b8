import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  countRows,
  expectToast,
  fieldError,
  fillByLabel,
  focusedLabel,
  groupError,
  latestRow,
} from "./forms-helpers.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

const quick = {
  Name: "Asha Kumari",
  "Mobile No": "9876543210",
  Course: "Diploma in Mechanical Engineering",
  "Father's Name": "Ramesh Oraon",
  "Date of Birth": "2007-05-14",
};

const footer = { Name: "Birsa Munda", Email: "birsa@example.in", "Mobile No": "9431100001", Course: "Mining" };

async function solveCaptcha(form: Locator) {
  const checkbox = form.getByRole("checkbox", { name: /not a robot/i });
  await checkbox.waitFor({ timeout: 10_000 });
  // The widget draws its own box over the native checkbox; a visitor clicks the label.
  await form.getByText("I'm not a robot", { exact: true }).click();
  await form.getByText("Verified", { exact: true }).waitFor({ timeout: 30_000 });
}

async function openCallBack(page: Page) {
  await page.getByRole("button", { name: "Request a call back" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a call back" });
  await dialog.waitFor();
  // The form's code arrives with the first opening.
  await dialog.getByRole("form").waitFor();
  return dialog;
}

describe("quick enquiry (home modal and /enquiry)", () => {
  const browser = useBrowser();

  it("opens from 'Request a call back', refuses a missing captcha, then shows the enquiry number, toasts, stores and resets", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    expect(await page.getByRole("link", { name: "Enquiry form" }).getAttribute("href")).toBe("/enquiry");
    const dialog = await openCallBack(page);
    const form = dialog.getByRole("form");
    const courses = await form.getByLabel("Course", { exact: true }).locator("option").allInnerTexts();
    expect(courses).toContain("Diploma in Civil Engineering");
    expect(courses).not.toContain("Diploma (AE)");

    await form.getByRole("button", { name: "Submit" }).click();
    for (const [label, message] of [
      ["Name", "Enter Name"],
      ["Mobile No", "Enter Mobile No"],
      ["Course", "Select Course"],
      ["Father's Name", "Enter Father's Name"],
      ["Date of Birth", "Enter Date of Birth"],
    ]) {
      await expect.poll(() => fieldError(form, label!)).toBe(message);
    }
    await expect.poll(() => groupError(form, "Gender")).toBe("Select Gender");
    await expect.poll(() => focusedLabel(page)).toBe("Name");
    await expectToast(page, "Error", "Captcha Validation failed. Please try again.");

    await fillByLabel(form, { ...quick, "Mobile No": "98765" });
    await form.getByRole("radio", { name: "Female", exact: true }).check();
    await expect.poll(() => fieldError(form, "Mobile No")).toBe("enter 10 digit number");
    await form.getByLabel("Mobile No", { exact: true }).fill(quick["Mobile No"]);

    const before = countRows("enquiries");
    await solveCaptcha(form);
    await form.getByRole("button", { name: "Submit" }).click();
    const status = form.getByRole("status").filter({ hasText: "enquiry number" });
    await status.waitFor();
    const number = /(EQ-\d{4}-[2-9A-HJKMNP-Z]{6})/.exec(await status.innerText())![1]!;
    await expectToast(page, "Success", `Form submitted successfully. Your enquiry number is ${number}.`);
    expect(await form.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    // The captcha is reset for the next enquiry: its solution has been spent.
    await form.getByText("Verified", { exact: true }).waitFor({ state: "detached" });
    expect(await form.getByRole("checkbox", { name: /not a robot/i }).isChecked()).toBe(false);
    expect(countRows("enquiries")).toBe(before + 1);
    expect(latestRow("enquiries")).toMatchObject({
      reference: number,
      name: "Asha Kumari",
      gender: "F",
      date_of_birth: "2007-05-14",
    });
    await closePage(opened);
  });

  it("draws the captcha after its 500 ms delay once the visitor starts on the form, with everything from our own server", async () => {
    const opened = await openPage(browser(), "/enquiry", PHONE);
    const { page } = opened;
    const requests: string[] = [];
    const paths: string[] = [];
    page.on("request", (request) => {
      requests.push(new URL(request.url()).origin);
      paths.push(new URL(request.url()).pathname);
    });
    const form = page.getByRole("form", { name: "Request a call back" });
    await form.waitFor();
    // The widget's code is not part of the first visit: nothing is fetched until the visitor uses the form.
    await page.waitForTimeout(1000);
    expect(await form.getByText("Preparing the spam check…").isVisible()).toBe(true);
    expect(paths.filter((path) => path.includes("altcha") || path.startsWith("/api/captcha/"))).toEqual([]);
    await form.getByLabel("Name", { exact: true }).focus();
    const shownAt = Date.now();
    expect(await form.getByText("Preparing the spam check…").isVisible()).toBe(true);
    await form.getByRole("checkbox", { name: /not a robot/i }).waitFor();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(300);
    await solveCaptcha(form);
    expect(new Set(requests)).toEqual(new Set([new URL(page.url()).origin]));
    expect(requests.length).toBeGreaterThan(0);
    await closePage(opened);
  });

  it("with JavaScript: a post that gets no answer shows the warning toast with the error's message", async () => {
    const opened = await openPage(browser(), "/enquiry", DESKTOP);
    const { page } = opened;
    await page.route("**/enquiry.data**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    const form = page.getByRole("form", { name: "Request a call back" });
    await fillByLabel(form, quick);
    await form.getByRole("radio", { name: "Male", exact: true }).check();
    await solveCaptcha(form);
    const before = countRows("enquiries");
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Warning", "Failed to submit form. Please try again later.");
    expect(countRows("enquiries")).toBe(before);
    await closePage(opened, [/Failed to load resource/]);
  });

  it("without JavaScript, /enquiry explains that the captcha needs it and points to the contact form", async () => {
    const opened = await openPage(browser(), "/enquiry", PHONE, { javaScript: false });
    const { page } = opened;
    expect(await page.getByText(/needs JavaScript for its spam check/).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Go to the contact form" }).first().getAttribute("href")).toBe(
      "/contact-us",
    );
    expect(await page.getByRole("form", { name: "Request a call back" }).count()).toBe(0);
    // Without JavaScript the home page's button is a link to this page.
    const home = await openPage(browser(), "/", DESKTOP, { javaScript: false });
    expect(await home.page.getByRole("link", { name: "Request a call back" }).getAttribute("href")).toBe("/enquiry");
    await closePage(home);
    await closePage(opened);
  });
});

describe("footer enquiry and the sticky Enquiry Now button", () => {
  const browser = useBrowser();

  it("with JavaScript: the footer form validates, sends, toasts, stores and resets", async () => {
    // A page that runs React (decision 024); on a page without it the form is the plain post tested below.
    const opened = await openPage(browser(), "/gpaward", DESKTOP);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Enquire Now" });
    await form.getByRole("button", { name: "Submit" }).click();
    for (const [label, message] of [
      ["Name", "Enter Name"],
      ["Email", "Enter email address"],
      ["Mobile No", "Enter Mobile No"],
      ["Course", "Select Course"],
    ]) {
      await expect.poll(() => fieldError(form, label!)).toBe(message);
    }
    expect(await form.getByLabel("Course").locator("option").allInnerTexts()).toEqual([
      "Select",
      "Civil",
      "Electrical",
      "Mechanical",
      "Mining",
    ]);
    await form.getByLabel("Email").fill("birsa@");
    await form.getByLabel("Mobile No").fill("94311");
    await form.getByLabel("Name").click();
    await expect.poll(() => fieldError(form, "Email")).toBe("Enter valid email");
    await expect.poll(() => fieldError(form, "Mobile No")).toBe("enter 10 digit number");

    const before = countRows("footer_enquiries");
    await fillByLabel(form, footer);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    expect(countRows("footer_enquiries")).toBe(before + 1);
    expect(latestRow("footer_enquiries")).toMatchObject({
      name: "Birsa Munda",
      course: "Mining",
      mobile_no: "9431100001",
    });
    expect(await page.getByRole("button", { name: "Enquiry Now" }).isVisible()).toBe(false);
    await closePage(opened);
  });

  it("with JavaScript: a failed post shows the warning toast and keeps the form", async () => {
    // A page that runs React (decision 024); on a page without it the form is the plain post tested below.
    const opened = await openPage(browser(), "/gpaward", DESKTOP);
    const { page } = opened;
    await page.route("**/enquiry.data**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    const form = page.getByRole("form", { name: "Enquire Now" });
    await fillByLabel(form, footer);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Warning", "Failed to submit form. Please try again later.");
    expect(await form.getByLabel("Name").inputValue()).toBe(footer.Name);
    await closePage(opened, [/Failed to load resource/]);
  });

  it("leaves the sticky button off the pages that are forms themselves", async () => {
    for (const path of ["/gpcet-form", "/enquiry", "/contact-us", "/alumni-speaks"]) {
      const opened = await openPage(browser(), path, PHONE);
      expect(await opened.page.getByRole("button", { name: "Enquiry Now" }).count(), path).toBe(0);
      await closePage(opened);
    }
  });

  it("on a phone, the sticky Enquiry Now button opens the footer form in a modal", async () => {
    // A page that runs React (decision 024); on a page without it the form is the plain post tested below.
    const opened = await openPage(browser(), "/gpaward", PHONE);
    const { page } = opened;
    await page.getByRole("button", { name: "Enquiry Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Enquiry Now" });
    await dialog.waitFor();
    const form = dialog.getByRole("form");
    await fillByLabel(form, { ...footer, Name: "From the sticky button" });
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    expect(latestRow("footer_enquiries")).toMatchObject({ name: "From the sticky button" });
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(false);
    expect(
      await page.getByRole("button", { name: "Enquiry Now" }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await closePage(opened);
  });

  it("without JavaScript: errors come back on /enquiry, success returns to the page with a toast", async () => {
    const opened = await openPage(browser(), "/about-us", PHONE, { javaScript: false });
    const { page } = opened;
    expect(await page.getByRole("link", { name: "Enquiry Now" }).getAttribute("href")).toBe("#footer-enquiry-form");
    let form = page.getByRole("form", { name: "Enquire Now" });
    await fillByLabel(form, { ...footer, Name: "No Script Footer", "Mobile No": "123" });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/enquiry");
    form = page.getByRole("main").getByRole("form", { name: "Enquire Now" });
    await expect.poll(() => fieldError(form, "Mobile No")).toBe("enter 10 digit number");
    await expect.poll(() => focusedLabel(page)).toBe("Mobile No");
    expect(await form.getByLabel("Name").inputValue()).toBe("No Script Footer");

    const before = countRows("footer_enquiries");
    await form.getByLabel("Mobile No").fill("9431100002");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe("/about-us?sent=footer-enquiry#footer-enquiry-form");
    expect(await page.getByRole("form", { name: "Enquire Now" }).getByRole("status").innerText()).toBe(
      "Form submitted successfully.",
    );
    expect(countRows("footer_enquiries")).toBe(before + 1);
    expect(latestRow("footer_enquiries")).toMatchObject({ name: "No Script Footer", mobile_no: "9431100002" });
    // The server's toast, top-right, gone after 5 s by CSS alone.
    const toast = page.getByText("Success", { exact: true });
    expect(await toast.isVisible()).toBe(true);
    expect(await toast.evaluate((el) => el.getBoundingClientRect().right > window.innerWidth - 40)).toBe(true);
    await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(false);
    await closePage(opened, [/status of 400/]);
  });

  it("on a page that runs no React: the post goes to the server and returns with the thanks and the server's toast", async () => {
    const opened = await openPage(browser(), "/campus", DESKTOP);
    const { page } = opened;
    const before = countRows("footer_enquiries");
    const form = page.getByRole("form", { name: "Enquire Now" });
    await fillByLabel(form, { ...footer, Name: "Page Without React" });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL((url) => url.search === "?sent=footer-enquiry");
    expect(new URL(page.url()).pathname).toBe("/campus");
    expect(await page.getByRole("form", { name: "Enquire Now" }).getByRole("status").innerText()).toBe(
      "Form submitted successfully.",
    );
    const toast = page.getByText("Success", { exact: true });
    expect(await toast.isVisible()).toBe(true);
    await expect.poll(() => toast.isVisible(), { timeout: 10_000 }).toBe(false);
    expect(countRows("footer_enquiries")).toBe(before + 1);
    expect(latestRow("footer_enquiries")).toMatchObject({ name: "Page Without React" });
    await closePage(opened);
  });
});
