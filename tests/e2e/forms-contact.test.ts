import { describe, expect, it } from "vitest";
import { countRows, expectToast, fieldError, fillByLabel, focusedLabel, latestRow } from "./forms-helpers.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

const valid = {
  Name: "Sunita Lakra",
  Email: "sunita@example.in",
  Subject: "Hostel for girls",
  "Mobile No": "7004001234",
  Message: "Is there a hostel for girls on the campus?",
};

const emptyMessages: [string, string][] = [
  ["Name", "Enter Name"],
  ["Email", "Enter email address"],
  ["Subject", "Enter subject"],
  ["Mobile No", "Enter Mobile No"],
  ["Message", "Enter message"],
];

describe("contact form", () => {
  const browser = useBrowser();

  it("shows phones, e-mail and the address with PIN 835207 on /contact-us", async () => {
    const opened = await openPage(browser(), "/contact-us", PHONE);
    const reach = opened.page.getByRole("region", { name: "Reach us" });
    expect(await reach.getByRole("link", { name: /^\+91/ }).count()).toBe(3);
    expect(await reach.getByRole("link", { name: /@/ }).count()).toBe(1);
    expect(await reach.innerText()).toContain("835207");
    await closePage(opened);
  });

  it("with JavaScript: the spec's messages, focus on the first invalid field, then sent, toasted, stored and reset", async () => {
    const opened = await openPage(browser(), "/contact-us", DESKTOP);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Send Your Message" });
    await form.getByRole("button", { name: "Submit" }).click();
    // The form's rules come with the visitor's first use of it: wait for the messages to be drawn.
    await form.getByText(emptyMessages[0]![1], { exact: true }).waitFor();
    for (const [label, message] of emptyMessages) await expect.poll(() => fieldError(form, label)).toBe(message);
    await expect.poll(() => focusedLabel(page)).toMatch(/^Name/);
    expect(await form.getByLabel("Mobile No").getAttribute("inputmode")).toBe("numeric");
    expect(await form.getByLabel("Email").getAttribute("autocomplete")).toBe("email");

    await form.getByLabel("Email").fill("sunita@");
    await form.getByLabel("Mobile No").fill("70040");
    await form.getByLabel("Subject").click();
    await expect.poll(() => fieldError(form, "Email")).toBe("Enter valid email");
    await expect.poll(() => fieldError(form, "Mobile No")).toBe("enter 10 digit number");

    const before = countRows("contact_messages");
    await fillByLabel(form, valid);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    expect(await form.getByRole("status").innerText()).toBe("Form submitted successfully.");
    expect(countRows("contact_messages")).toBe(before + 1);
    expect(latestRow("contact_messages")).toMatchObject({
      name: "Sunita Lakra",
      subject: "Hostel for girls",
      mobile_no: "7004001234",
    });
    await closePage(opened);
  });

  it("with JavaScript: a post that fails keeps what was typed and shows the warning toast", async () => {
    const opened = await openPage(browser(), "/contact-us", DESKTOP);
    const { page } = opened;
    await page.route("**/contact-us.data**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    const form = page.getByRole("form", { name: "Send Your Message" });
    await fillByLabel(form, valid);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Warning", "Failed to submit form. Please try again later.");
    expect(await form.getByLabel("Message").inputValue()).toBe(valid.Message);
    await closePage(opened, [/Failed to load resource/, /ERR_FAILED/]);
  });

  it("with JavaScript: a resend after the answer was lost is stored once; a changed post is a new one", async () => {
    const opened = await openPage(browser(), "/contact-us", DESKTOP);
    const { page } = opened;
    let lost = 0;
    const tokens: string[] = [];
    // The first post reaches the server and is stored, but its answer never reaches the browser.
    await page.route("**/contact-us.data**", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      tokens.push(/formToken\W+(\d+-\d+-\d+-\d+)\b/.exec(route.request().postData() ?? "")?.[1] ?? "none");
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort("connectionreset");
    });
    const form = page.getByRole("form", { name: "Send Your Message" });
    const message = { ...valid, Subject: "Resent after a dropped answer" };
    const before = countRows("contact_messages");
    await fillByLabel(form, message);
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Warning", "Failed to submit form. Please try again later.");
    expect(countRows("contact_messages")).toBe(before + 1);

    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    expect(countRows("contact_messages")).toBe(before + 1);

    // Another message after the reset is a new one.
    await fillByLabel(form, { ...message, Message: "And is there a bus from Gumla town?" });
    await form.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => countRows("contact_messages")).toBe(before + 2);
    // The resend carried the first post's token; the new message a token of its own.
    expect(tokens).toHaveLength(3);
    expect(tokens[0]).not.toBe("none");
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[0]);
    await closePage(opened, [/Failed to load resource/, /ERR_FAILED/, /ERR_CONNECTION_RESET/]);
  });

  it("without JavaScript: server-rendered messages, focus on the first invalid field, then stored", async () => {
    const opened = await openPage(browser(), "/contact-us", PHONE, { javaScript: false });
    const { page } = opened;
    let form = page.getByRole("form", { name: "Send Your Message" });
    await form.getByLabel("Subject").fill("Fees");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Submit" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Send Your Message" });
    for (const [label, message] of emptyMessages.filter(([label]) => label !== "Subject")) {
      await expect.poll(() => fieldError(form, label)).toBe(message);
    }
    expect(await form.getByLabel("Subject").inputValue()).toBe("Fees");
    await expect.poll(() => focusedLabel(page)).toMatch(/^Name/);

    const before = countRows("contact_messages");
    await fillByLabel(form, { ...valid, Name: "No Script Visitor" });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Send Your Message" });
    expect(await form.getByRole("status").innerText()).toBe("Form submitted successfully.");
    expect(await form.getByLabel("Name").inputValue()).toBe("");
    expect(countRows("contact_messages")).toBe(before + 1);
    expect(latestRow("contact_messages")).toMatchObject({ name: "No Script Visitor" });
    await closePage(opened, [/status of 400/]);
  });

  it("without JavaScript: a filled honeypot looks sent but stores nothing", async () => {
    const opened = await openPage(browser(), "/contact-us", DESKTOP, { javaScript: false });
    const { page } = opened;
    const form = page.getByRole("form", { name: "Send Your Message" });
    await fillByLabel(form, valid);
    await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
    const before = countRows("contact_messages");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("form", { name: "Send Your Message" }).getByRole("status").innerText()).toBe(
      "Form submitted successfully.",
    );
    expect(countRows("contact_messages")).toBe(before);
    await closePage(opened);
  });

  it("on the home page, with JavaScript: same schema and messages, toast and reset", async () => {
    const opened = await openPage(browser(), "/", PHONE);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Send Your Message" });
    await form.getByRole("button", { name: "Submit" }).click();
    // The form's rules come with the visitor's first use of it: wait for the messages to be drawn.
    await form.getByText(emptyMessages[0]![1], { exact: true }).waitFor();
    for (const [label, message] of emptyMessages) await expect.poll(() => fieldError(form, label)).toBe(message);
    await fillByLabel(form, { ...valid, Subject: "From the home page" });
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    expect(page.url()).toMatch(/\/$/);
    expect(latestRow("contact_messages")).toMatchObject({ subject: "From the home page" });
    await closePage(opened);
  });

  it("on the home page, without JavaScript: errors come back on /contact-us, success returns to the home page", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { javaScript: false });
    const { page } = opened;
    let form = page.getByRole("form", { name: "Send Your Message" });
    await fillByLabel(form, { ...valid, Email: "not-an-email", Subject: "Home without script" });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/contact-us");
    form = page.getByRole("form", { name: "Send Your Message" });
    await expect.poll(() => fieldError(form, "Email")).toBe("Enter valid email");
    await form.getByLabel("Email").fill("home@example.in");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe("/?sent=contact#contact-form");
    expect(await page.getByRole("form", { name: "Send Your Message" }).getByRole("status").innerText()).toBe(
      "Form submitted successfully.",
    );
    expect(latestRow("contact_messages")).toMatchObject({ subject: "Home without script", email: "home@example.in" });
    await closePage(opened, [/status of 400/]);
  });
});
