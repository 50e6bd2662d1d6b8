import { describe, expect, it } from "vitest";
import { countRows, expectToast, fieldError, fillByLabel, focusedLabel, latestRow } from "./forms-helpers.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

const valid = {
  "Name of the Student": "Pooja Toppo",
  Email: "pooja.toppo@example.in",
  "Contact Number": "8210012345",
  "Registered Number": "2019123456",
  "Year of Graduation": "2022-07-15",
  Course: "Diploma in Mining Engineering",
  "Current Address": "Quarter 12, Sector 4, Bokaro",
  "Company Name & Address": "Bokaro Steel Plant, Bokaro",
  "Employer Name & Address": "Steel Authority of India Ltd",
  Remarks: "Workshop practice prepared me well.",
};

const emptyMessages: [string, string][] = [
  ["Name of the Student", "Enter Name of the Student"],
  ["Email", "Enter a valid email address"],
  ["Contact Number", "Enter Contact Number"],
  ["Registered Number", "Enter Registerd Number"],
  ["Year of Graduation", "Enter Year of Graduation"],
  ["Course", "Select Course"],
  ["Current Address", "Enter Current Address"],
  ["Company Name & Address", "Enter Company Name & Address"],
  ["Employer Name & Address", "Enter Employer Name & Address"],
  ["Remarks", "Please enter Remarks"],
];

describe("alumni feedback form (/alumni-speaks)", () => {
  const browser = useBrowser();

  it("with JavaScript: every message of §5, the 10-digit rules, then sent, toasted, stored and cleared", async () => {
    const opened = await openPage(browser(), "/alumni-speaks", DESKTOP);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Alumni feedback" });
    const courses = await form.getByLabel("Course").locator("option").allInnerTexts();
    expect(courses).toContain("Diploma in Civil Engineering");
    await form.getByRole("button", { name: "Submit" }).click();
    // The form's rules come with the visitor's first use of it: wait for the messages to be drawn.
    await form.getByText(emptyMessages[0]![1], { exact: true }).waitFor();
    for (const [label, message] of emptyMessages) await expect.poll(() => fieldError(form, label)).toBe(message);
    await expect.poll(() => focusedLabel(page)).toBe("Name of the Student");

    await form.getByLabel("Contact Number").fill("821001234");
    await form.getByLabel("Registered Number").fill("201912345");
    await form.getByLabel("Email").fill("pooja@");
    await form.getByLabel("Remarks").click();
    await expect.poll(() => fieldError(form, "Contact Number")).toBe("Enter a 10-digit number");
    await expect.poll(() => fieldError(form, "Registered Number")).toBe("Enter Registerd Number");
    await expect.poll(() => fieldError(form, "Email")).toBe("Enter a valid email address");

    const before = countRows("alumni_feedback");
    await fillByLabel(form, valid);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    expect(await form.getByLabel("Name of the Student").inputValue()).toBe("");
    expect(countRows("alumni_feedback")).toBe(before + 1);
    expect(latestRow("alumni_feedback")).toMatchObject({
      name: "Pooja Toppo",
      register_number: "2019123456",
      graduation_date: "2022-07-15",
    });
    await closePage(opened);
  });

  it("with JavaScript: a failed post shows the warning toast", async () => {
    const opened = await openPage(browser(), "/alumni-speaks", PHONE);
    const { page } = opened;
    await page.route("**/alumni-speaks.data**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    const form = page.getByRole("form", { name: "Alumni feedback" });
    await fillByLabel(form, valid);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Warning", "Failed to submit form. Please try again later.");
    await closePage(opened, [/Failed to load resource/]);
  });

  it("without JavaScript: the same messages from the server, the values kept, then stored", async () => {
    const opened = await openPage(browser(), "/alumni-speaks", PHONE, { javaScript: false });
    const { page } = opened;
    let form = page.getByRole("form", { name: "Alumni feedback" });
    await fillByLabel(form, { ...valid, "Registered Number": "12345", Remarks: "" });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Alumni feedback" });
    await expect.poll(() => fieldError(form, "Registered Number")).toBe("Enter Registerd Number");
    await expect.poll(() => fieldError(form, "Remarks")).toBe("Please enter Remarks");
    await expect.poll(() => fieldError(form, "Name of the Student")).toBeNull();
    expect(await form.getByLabel("Current Address").inputValue()).toBe(valid["Current Address"]);
    await expect.poll(() => focusedLabel(page)).toBe("Registered Number");

    const before = countRows("alumni_feedback");
    await fillByLabel(form, { "Registered Number": "2020123456", Remarks: "Sent without JavaScript" });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Alumni feedback" });
    expect(await form.getByRole("status").innerText()).toBe("Form submitted successfully.");
    expect(countRows("alumni_feedback")).toBe(before + 1);
    expect(latestRow("alumni_feedback")).toMatchObject({
      register_number: "2020123456",
      remarks: "Sent without JavaScript",
    });
    await closePage(opened, [/status of 400/]);
  });
});
