import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { receivedMail, recipients } from "./support/mail.ts";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  closePage,
  hydrated,
  layoutAndAxeFailures,
  openPage,
  scriptKilobytes,
  useBrowser,
} from "./support/pages.ts";
import { createStaff, fieldError, signIn } from "./support/staff.ts";
import { CONSENT_LABEL, tickConsent } from "./forms-helpers.ts";

/** The smallest PNG: what a phone's photo of a receipt would be, as far as the checks go. */
const PNG = Buffer.from(
  "89504E470D0A1A0A0000000D49484452000000010000000108060000001F15C4890000000D49444154789C6360000002000154A24F5D0000000049454E44AE426082",
  "hex",
);
const NUMBER = /GR-\d{4}-[0-9A-Z]{10}/;

describe("grievance redressal (/grievance, /grievance/status, the committee's console)", () => {
  const browser = useBrowser();

  it("a grievance is lodged with an attachment, followed by its number, worked by the committee and closed", async () => {
    const unique = randomBytes(3).toString("hex");
    const email = `parent-${unique}@example.in`;
    const secret = `the canteen contractor ${unique}`;

    // Lodged without JavaScript at 360 px: a refused post first, then the grievance with a photo of a receipt.
    const visitor = await openPage(browser(), "/grievance", PHONE, { javaScript: false });
    const { page } = visitor;
    expect(visitor.status).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Grievance Redressal" }).waitFor();
    const form = page.getByRole("form", { name: "Lodge a grievance" });
    await form.getByRole("button", { name: "Lodge the grievance" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct the details marked below." }).waitFor();
    await expect.poll(() => fieldError(form.getByLabel("Your name"))).toContain("Enter your name.");
    await expect
      .poll(() => fieldError(form.getByLabel("Mobile number")))
      .toContain("Give a mobile number or an e-mail address.");
    await expect.poll(() => fieldError(form.getByLabel("Category"))).toContain("Choose a category.");
    // The privacy notice's box, left unticked, is refused beside it (decision 064).
    await expect
      .poll(() => fieldError(form.getByLabel(CONSENT_LABEL)))
      .toContain("Tick the box to agree to the privacy notice");

    await form.getByRole("radio", { name: "Parent or guardian" }).check();
    await form.getByLabel("Your name").fill(`Sunita Devi ${unique}`);
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Category").selectOption({ label: "Fees and scholarships" });
    await form.getByLabel("Your grievance").fill(`The hostel fee was charged twice this month by ${secret}.`);
    await form
      .getByLabel("Attachment (optional)")
      .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
    await tickConsent(form);
    await form.getByRole("button", { name: "Lodge the grievance" }).click();
    await page.getByRole("heading", { level: 2, name: "Your grievance has been received" }).waitFor();
    const confirmation = await page.getByRole("main").innerText();
    const number = NUMBER.exec(confirmation)?.[0];
    expect(number).toBeDefined();
    expect(confirmation).toContain("We have also sent the number to the e-mail address you gave.");

    // The mail carries the number and a link with the number only; nothing the visitor typed.
    await expect
      .poll(async () => (await receivedMail()).filter((mail) => recipients(mail).includes(email)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = (await receivedMail()).find((one) => recipients(one).includes(email))!;
    expect(mail.subject).toContain(number);
    for (const typed of [unique, "Sunita", "canteen", "hostel fee"]) expect(mail.text ?? "").not.toContain(typed);
    const link = /https?:\/\/\S+\/grievance\/status\?\S+/.exec(mail.text ?? "")?.[0];
    expect(link && new URL(link).search).toBe(`?number=${number}`);

    // Followed from the confirmation's link: the number is filled in, the contact is asked for.
    await page.getByRole("link", { name: "Follow your grievance" }).click();
    const lookUp = page.getByRole("form", { name: "Find your grievance" });
    expect(await lookUp.getByLabel("Grievance number").inputValue()).toBe(number);
    await lookUp.getByLabel("Mobile number or e-mail address").fill("someone-else@example.in");
    await lookUp.getByRole("button", { name: "Show the status" }).click();
    await page.getByRole("alert").filter({ hasText: "No grievance matches this number" }).waitFor();
    await lookUp.getByLabel("Mobile number or e-mail address").fill(email.toUpperCase());
    await lookUp.getByRole("button", { name: "Show the status" }).click();
    await page.getByText("Status: Received").waitFor();
    // The refused first post came with status 400, which the browser reports on its console.
    await closePage(visitor, [/status of 400/]);

    // The committee works it: a note, under review, resolved, closed; the attachment opens for it.
    const committee = await openPage(browser(), "/admin/login", DESKTOP);
    const office = committee.page;
    await signIn(office, await createStaff("grievance"));
    await office.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await hydrated(office);
    const sections = office.getByRole("navigation", { name: "Staff console" });
    expect(await sections.getByRole("link", { name: "Applications" }).count()).toBe(0);
    await sections.getByRole("link", { name: "Grievances" }).click();
    await office.getByRole("heading", { level: 1, name: "Grievances" }).waitFor();
    await office.getByLabel("Category").selectOption({ label: "Fees and scholarships" });
    await office.getByRole("button", { name: "Filter" }).click();
    await office.getByRole("link", { name: number! }).click();
    await office.getByRole("heading", { level: 1, name: `Grievance ${number}` }).waitFor();
    // Each post below is the page's own (no new document) only once React runs it.
    await hydrated(office);
    expect(await office.getByRole("main").innerText()).toContain(secret);
    expect(await office.getByText("(15 days after receipt)").count()).toBe(1);

    const attachment = await office.getByRole("link", { name: /Open the attachment \(PNG/ }).getAttribute("href");
    const served = await office.context().request.get(`${baseUrl()}${attachment}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["cache-control"]).toContain("no-store");
    expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

    await office
      .getByRole("textbox", { name: "Note for the committee" })
      .fill(`Internal: call the accounts clerk ${unique}`);
    await office.getByRole("button", { name: "Add the note" }).click();
    await office.getByText("The note was added.").waitFor();
    for (const status of ["Under review", "Resolved", "Closed"]) {
      await office.getByRole("button", { name: `Move to “${status}”` }).click();
      await office.getByText(`The grievance is now “${status}”.`).waitFor();
      // The page shows the grievance as it is now: no move to where it already is.
      await expect.poll(() => office.getByRole("button", { name: `Move to “${status}”` }).count()).toBe(0);
    }
    await office.getByText("A closed grievance cannot be changed.").waitFor();
    const history = await office.getByRole("table", { name: "Statuses and notes, oldest first" }).innerText();
    expect(history).toContain("Internal: call the accounts clerk");
    expect(history).toMatch(/Status changed to “Closed”/);

    // The month's report lists it with its days to resolve.
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const report = await office.context().request.get(`${baseUrl()}/admin/grievances/report?month=${month}&format=csv`);
    expect(report.status()).toBe(200);
    expect(report.headers()["content-disposition"]).toContain(`grievances-${month}.csv`);
    const row = (await report.text()).split("\n").find((line) => line.includes(number!));
    expect(row).toMatch(/Parent or guardian,Fees and scholarships,.*,Closed,.*,0,No/);
    await closePage(committee);

    // The public status shows every step in plain words, in both languages, and never the note.
    const again = await openPage(
      browser(),
      `/grievance/status?number=${number}&contact=${encodeURIComponent(email)}`,
      PHONE,
    );
    await again.page.getByText("Status: Closed").waitFor();
    const answer = await again.page.getByRole("main").innerText();
    for (const step of ["Grievance received", "“Under review”", "“Resolved”", "“Closed”"])
      expect(answer).toContain(step);
    expect(answer).not.toContain("accounts clerk");
    expect(answer).not.toContain("@college.test");
    // A page without React: only the shell's script.
    expect(await scriptKilobytes(again.page)).toBeLessThanOrEqual(30);
    await again.page.goto(`${baseUrl()}/hi/grievance/status?number=${number}&contact=${encodeURIComponent(email)}`);
    await again.page.getByText("स्थिति: बंद").waitFor();
    expect(await again.page.getByRole("main").innerText()).toContain("शिकायत प्राप्त हुई");
    await closePage(again);
  });

  it("at 360 px (axe runs with JavaScript on; the pages have no React either way): no overflow, no axe violation", async () => {
    const opened = await openPage(browser(), "/grievance", PHONE);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Lodge a grievance" });
    expect(await layoutAndAxeFailures(page, "the empty form")).toEqual([]);
    await form.getByRole("button", { name: "Lodge the grievance" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct the details marked below." }).waitFor();
    expect(await layoutAndAxeFailures(page, "a refused form")).toEqual([]);
    await form.getByRole("radio", { name: "Student" }).check();
    await form.getByLabel("Your name").fill("Axe Student");
    await form.getByLabel("Mobile number").fill("9000000001");
    await form.getByLabel("Category").selectOption({ label: "Examination and results" });
    await form.getByLabel("Your grievance").fill("The marks of the second internal test were never published.");
    await tickConsent(form);
    await form.getByRole("button", { name: "Lodge the grievance" }).click();
    await page.getByRole("heading", { level: 2, name: "Your grievance has been received" }).waitFor();
    expect(await layoutAndAxeFailures(page, "the confirmation")).toEqual([]);
    const number = NUMBER.exec(await page.getByRole("main").innerText())![0];
    for (const [what, contact, text] of [
      ["an answer", "9000000001", "Status: Received"],
      ["no match", "9000000002", "No grievance matches this number"],
    ] as const) {
      await page.goto(`${baseUrl()}/grievance/status?number=${number}&contact=${contact}`);
      await page.getByRole("main").getByText(text).first().waitFor();
      expect(await layoutAndAxeFailures(page, what)).toEqual([]);
    }
    // The refused form came with status 400, which the browser reports on its console.
    await closePage(opened, [/status of 400/]);
  });

  it("keeps the inbox and the attachments from staff without the role (403), and from the public", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(opened.page, await createStaff("editor"));
    await opened.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    expect(
      await opened.page
        .getByRole("navigation", { name: "Staff console" })
        .getByRole("link", { name: "Grievances" })
        .count(),
    ).toBe(0);
    for (const path of [
      "/admin/grievances",
      "/admin/grievances/1",
      "/admin/grievances/1/attachment",
      "/admin/grievances/report",
    ]) {
      const response = await opened.page.context().request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
    }
    const page = await opened.page.goto(`${baseUrl()}/admin/grievances`);
    expect(page?.status()).toBe(403);
    await opened.page.getByRole("heading", { name: "No access" }).waitFor();
    await closePage(opened, [/status of 403/]);

    const anonymous = await fetch(`${baseUrl()}/admin/grievances/1/attachment`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login\?next=/);
  });

  it("is linked from the footer of every page and the site map, in both languages", async () => {
    for (const [path, label, target] of [
      ["/", "Grievance redressal", "/grievance"],
      ["/hi", "शिकायत निवारण", "/hi/grievance"],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain(`href="${target}"`);
      expect(html).toContain(label);
    }
    const siteMap = await (await fetch(`${baseUrl()}/sitemap`)).text();
    expect(siteMap).toContain('href="/grievance/status"');
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(xml).toContain("/hi/grievance</loc>");
  });
});
