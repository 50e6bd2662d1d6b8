import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { receivedMail, recipients } from "./support/mail.ts";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  closePage,
  layoutAndAxeFailures,
  openPage,
  scriptKilobytes,
  useBrowser,
} from "./support/pages.ts";
import { createStaff, fieldError, openOnlyApplication, signIn } from "./support/staff.ts";
import { storeApplication } from "./support/submissions.ts";
import { istDay } from "../../app/core/inbox/ist-day.ts";

/** The date of birth tests/e2e/support/submissions.ts gives every application it stores. */
const BIRTH = "2008-04-12";
const NOT_FOUND = "No application matches this application ID and date of birth.";

const lookUpUrl = (id: string, dateOfBirth: string) =>
  `${baseUrl()}/application-status?id=${encodeURIComponent(id)}&dateOfBirth=${encodeURIComponent(dateOfBirth)}`;

describe("application status by number (/application-status)", () => {
  const browser = useBrowser();

  it("without JavaScript at 360 px: refuses empty fields beside them, answers wrong and unknown alike, shows the status", async () => {
    const unique = randomBytes(3).toString("hex");
    const reference = await storeApplication(`Status Seeker ${unique}`, new Date().toISOString());
    const opened = await openPage(browser(), "/application-status", PHONE, { javaScript: false });
    const { page } = opened;
    expect(opened.status).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Application status" }).waitFor();
    const form = page.getByRole("form", { name: "Find your application" });

    await form.getByRole("button", { name: "Show the status" }).click();
    await page.getByRole("alert").filter({ hasText: "Please correct the details marked below." }).waitFor();
    await expect
      .poll(() => fieldError(form.getByLabel("Application ID")))
      .toContain("Enter your application ID as you were given it");
    await expect.poll(() => fieldError(form.getByLabel("Date of birth"))).toContain("Enter your date of birth");

    await form.getByLabel("Application ID").fill(reference);
    await form.getByLabel("Date of birth").fill("2008-04-13");
    await form.getByRole("button", { name: "Show the status" }).click();
    await page.getByRole("alert").filter({ hasText: NOT_FOUND }).waitFor();
    const wrongBirth = await page.getByRole("main").innerText();

    await form.getByLabel("Application ID").fill("GP-2026-ZZZZZZ");
    await form.getByLabel("Date of birth").fill(BIRTH);
    await form.getByRole("button", { name: "Show the status" }).click();
    await page.getByRole("alert").filter({ hasText: NOT_FOUND }).waitFor();
    // One answer for both: the page differs only by the ID typed, which the form shows again.
    expect((await page.getByRole("main").innerText()).replace("GP-2026-ZZZZZZ", reference)).toBe(wrongBirth);

    await form.getByLabel("Application ID").fill(reference.toLowerCase());
    await form.getByLabel("Date of birth").fill(BIRTH);
    await form.getByRole("button", { name: "Show the status" }).click();
    await page.getByRole("heading", { level: 2, name: `Application ${reference}` }).waitFor();
    const answer = await page.getByRole("main").innerText();
    expect(answer).toContain("Status: Received");
    expect(answer).toContain("The admission office has your application and will look at it soon.");
    expect(answer).toMatch(/Application received/);
    expect(answer).not.toContain(unique);
    expect(await page.getByRole("columnheader", { name: "Date and time (IST)" }).count()).toBe(1);
    // The refused form came with status 400, which the browser reports on its console.
    await closePage(opened, [/status of 400/]);
  });

  it("at 360 px (axe runs with JavaScript on; the page has no React either way): no overflow, no axe violation", async () => {
    const reference = await storeApplication(`Status Axe ${randomBytes(3).toString("hex")}`, new Date().toISOString());
    const pages: [string, string, string][] = [
      ["the empty form", "/application-status", "Show the status"],
      ["a refused form", "/application-status?id=&dateOfBirth=", "Please correct the details marked below."],
      ["no match", `/application-status?id=GP-2026-ZZZZZZ&dateOfBirth=${BIRTH}`, NOT_FOUND],
      ["an answer", `/application-status?id=${reference}&dateOfBirth=${BIRTH}`, "Status: Received"],
    ];
    for (const [what, path, text] of pages) {
      const opened = await openPage(browser(), path, PHONE);
      await opened.page.getByRole("main").getByText(text).first().waitFor();
      expect(await layoutAndAxeFailures(opened.page, `${what} at 360 px`)).toEqual([]);
      // The refused form comes with status 400, which the browser reports on its console.
      await closePage(opened, [/status of 400/]);
    }
  });

  it("is never cached and not indexed once it answers; the empty form is in the sitemap", async () => {
    const empty = await fetch(`${baseUrl()}/application-status`);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    expect(await empty.text()).not.toContain('content="noindex"');
    const answer = await fetch(lookUpUrl("GP-2026-ZZZZZZ", BIRTH));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toContain('<meta name="robots" content="noindex"/>');
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toContain("/application-status</loc>");
  });

  it("with JavaScript: the office moves the application to under review, the look-up shows it at once, and a mail arrives", async () => {
    const unique = randomBytes(3).toString("hex");
    const now = new Date().toISOString();
    const reference = await storeApplication(`Status Mail ${unique}`, now);
    const applicant = await openPage(browser(), "/application-status", DESKTOP);
    const form = applicant.page.getByRole("form", { name: "Find your application" });
    await form.getByLabel("Application ID").fill(reference);
    await form.getByLabel("Date of birth").fill(BIRTH);
    await form.getByRole("button", { name: "Show the status" }).click();
    await applicant.page.getByText("Status: Received").waitFor();
    // A page without React: only the shell's script.
    expect(await scriptKilobytes(applicant.page)).toBeLessThanOrEqual(30);

    const office = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(office.page, await createStaff("admissions"));
    await office.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await office.page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Applications" })
      .click();
    await openOnlyApplication(office.page, reference, { q: unique, from: istDay(now), to: istDay(now) });
    await office.page.getByRole("radio", { name: "Under review" }).check();
    await office.page.getByLabel(/^Note/).fill("Private: the marks sheet is unclear");
    await office.page.getByRole("button", { name: "Save status" }).click();
    await office.page.getByText("Status changed to Under review.").waitFor();
    await closePage(office);

    await applicant.page.reload();
    await applicant.page.getByText("Status: Under review").waitFor();
    const answer = await applicant.page.getByRole("main").innerText();
    expect(answer).toMatch(/Status changed to “Under review”/);
    expect(answer).not.toContain("marks sheet");
    expect(answer).not.toMatch(/@college\.test/);

    await expect
      .poll(async () => (await receivedMail()).filter((mail) => mail.subject?.includes(reference)).length, {
        timeout: 15_000,
      })
      // The application was stored directly, so its only mail is the status mail.
      .toBe(1);
    const mail = (await receivedMail()).find(
      (one) => one.subject?.includes(reference) && one.subject.includes("Under review"),
    )!;
    expect(recipients(mail)).toEqual(["applicant@example.in"]);
    const text = mail.text ?? "";
    expect(text).toContain(`${reference}`);
    expect(text).toContain("Status now: Under review");
    for (const typed of [unique, "Status Mail", "Father Sample", "Village Sample", BIRTH, "marks sheet"]) {
      expect(text).not.toContain(typed);
    }
    const link = /https?:\/\/\S+\/application-status\?\S+/.exec(text)?.[0];
    expect(link && new URL(link).search).toBe(`?id=${reference}`);

    // The mail's link opens the form with the ID filled in; the date of birth is asked for.
    await applicant.page.goto(`${baseUrl()}/application-status?id=${reference}`);
    expect(await form.getByLabel("Application ID").inputValue()).toBe(reference);
    expect(await form.getByLabel("Date of birth").inputValue()).toBe("");
    expect(await applicant.page.getByRole("alert").count()).toBe(0);
    await closePage(applicant);
  });

  // Before the limit's test below, which uses up this address's look-ups (a receipt counts as one).
  it("after a successful look-up, the receipt downloads as a PDF (decision 058)", async () => {
    const reference = await storeApplication(`Receipt ${randomBytes(3).toString("hex")}`, new Date().toISOString());
    const opened = await openPage(browser(), `/application-status?id=${reference}&dateOfBirth=${BIRTH}`, PHONE, {
      javaScript: false,
    });
    const { page } = opened;
    const [response, download] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/application-status/receipt")),
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download the receipt (PDF)" }).click(),
    ]);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    await closePage(opened);
  });

  it("refuses look-ups past the limit from one address with a page that says how long to wait", async () => {
    let refused: Response | undefined;
    for (let i = 0; i < 200 && !refused; i++) {
      const response = await fetch(lookUpUrl("GP-2026-ZZZZZZ", BIRTH));
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused?.headers.get("cache-control")).toBe("no-store");
    expect(await refused?.text()).toMatch(/Too many look-ups from your connection\. Please wait \d+ minutes/);

    const opened = await openPage(browser(), `/application-status?id=GP-2026-ZZZZZZ&dateOfBirth=${BIRTH}`, PHONE, {
      javaScript: false,
    });
    expect(opened.status).toBe(429);
    await opened.page.getByRole("alert").filter({ hasText: "Too many look-ups from your connection." }).waitFor();
    await closePage(opened, [/status of 429/]);
  });
});
