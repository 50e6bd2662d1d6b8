import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { istDateTime } from "../../app/core/inbox/ist-day.ts";
import { axeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, serverDatabase, signIn } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";
import { legacyContact } from "../../server/api/legacy-samples.ts";
import { tickConsent } from "./forms-helpers.ts";

async function expectAxeClean(page: Page, name: string) {
  expect((await axeViolations(page)).map((v) => `${name}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

/** axe on the page as shown, and its served HTML (fetched with the same session) kept for one Nu HTML Checker run. */
async function checkPage(page: Page, htmlDir: string, name: string) {
  await expectAxeClean(page, name);
  const served = await page.context().request.get(page.url());
  expect(served.status()).toBe(200);
  fs.writeFileSync(path.join(htmlDir, `${name}.html`), await served.text());
}

async function signedIn(
  browser: Parameters<typeof openPage>[0],
  role: "admin" | "admissions" | "editor",
  viewport = DESKTOP,
) {
  const opened = await openPage(browser, "/admin/login", viewport);
  await signIn(opened.page, await createStaff(role));
  await opened.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  return opened;
}

describe("enquiry and message inboxes", () => {
  const browser = useBrowser();

  it("lets an admissions officer find a contact message sent from the site, mark it contacted with a note and see who did it", async () => {
    const unique = randomBytes(3).toString("hex");
    const sender = `Sunita Lakra ${unique}`;
    const visitor = await openPage(browser(), "/contact-us", DESKTOP);
    const contactForm = visitor.page.getByRole("form", { name: "Send Your Message" });
    await contactForm.getByLabel("Name", { exact: true }).fill(sender);
    await contactForm.getByLabel("Email", { exact: true }).fill("sunita@example.in");
    await contactForm.getByLabel("Subject", { exact: true }).fill("Hostel for girls");
    await contactForm.getByLabel("Mobile No", { exact: true }).fill("7004001234");
    await contactForm.getByLabel("Message", { exact: true }).fill("Is there a hostel for girls on the campus?");
    await tickConsent(contactForm);
    await contactForm.getByRole("button", { name: "Submit" }).click();
    await contactForm.getByRole("status").getByText("Form submitted successfully.").waitFor();
    await closePage(visitor);

    const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-html-"));
    const officer = await signedIn(browser(), "admissions");
    const { page } = officer;
    await page
      .getByRole("region", { name: "New since your last visit" })
      .getByRole("link", { name: "Contact messages" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Contact messages" }).waitFor();
    await page
      .getByRole("navigation", { name: "Enquiries and messages" })
      .getByRole("link", { name: "Quick enquiries" })
      .waitFor();

    const filters = page.getByRole("form", { name: "Filter contact messages" });
    await filters.getByLabel("Search").fill(unique.toUpperCase());
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.getByText("1 contact message match.").waitFor();
    expect(await page.getByRole("list", { name: "Counts by status" }).innerText()).toMatch(
      /New: 1\s+Contacted: 0\s+Closed: 0/,
    );
    await checkPage(page, htmlDir, "contact-messages");
    await page.getByRole("link", { name: sender }).click();

    await page.getByRole("heading", { level: 1, name: `Contact message from ${sender}` }).waitFor();
    const details = await page.locator("dl").innerText();
    expect(details).toContain("Hostel for girls");
    expect(details).toContain("Is there a hostel for girls on the campus?");
    expect(details).toContain("sunita@example.in");
    expect(details).toMatch(/Status\s+New/);
    // The consent given with the privacy notice: when, to which version, in which language (decision 064).
    expect(details).toMatch(
      /Consent to the privacy notice\s+Given \d{1,2} \w{3} \d{4}, \d\d:\d\d IST, notice version 1, read in English/,
    );
    await checkPage(page, htmlDir, "contact-message");

    // Closing an entry nobody contacted needs a reason.
    await page.getByRole("radio", { name: "Closed" }).check();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect
      .poll(() => fieldError(page.getByLabel(/^Note/)))
      .toBe("Say why it is closed without contacting the sender.");

    await page.getByRole("radio", { name: "Contacted" }).check();
    await page.getByLabel(/^Note/).fill("Called back; she visits on Monday");
    await page.getByRole("button", { name: "Save status" }).click();
    expect(await page.getByRole("status").innerText()).toBe("Status changed to Contacted.");
    const history = page.getByRole("region", { name: "History" });
    await expect
      .poll(() => history.innerText())
      .toMatch(/admissions-\w+@college\.test changed New → Contacted \(Called back; she visits on Monday\)/);
    expect(await page.getByRole("radio", { name: "Closed" }).count()).toBe(1);
    expect(await page.getByRole("radio", { name: "Contacted" }).count()).toBe(0);

    await page.getByRole("link", { name: "Back to contact messages" }).click();
    await page
      .getByRole("form", { name: "Filter contact messages" })
      .getByLabel("Status")
      .selectOption({ label: "Contacted" });
    await page.getByRole("form", { name: "Filter contact messages" }).getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/status=contacted/);
    expect(await page.getByRole("row", { name: new RegExp(sender) }).innerText()).toContain("Contacted");
    await closePage(officer, [/status of 400/]);

    const errors = await checkHtmlFiles(fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file)));
    fs.rmSync(htmlDir, { recursive: true, force: true });
    expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);

    const database = serverDatabase();
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["entity", "before_json", "after_json"])
      .where("action", "=", "status-changed")
      .where("entity", "=", "contact_messages")
      .execute();
    await database.db.destroy();
    expect(
      audit.some((entry) => entry.before_json === '{"status":"new"}' && entry.after_json?.includes("Called back")),
    ).toBe(true);
  });

  it('marks a message that came through the old JSON API "Consent not recorded" for the office to follow up', async () => {
    const unique = randomBytes(3).toString("hex");
    const answer = await fetch(`${baseUrl()}/api/WebEnquiry/WebEnquiryNew`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...legacyContact(), name: `Ravi Oraon ${unique}` }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ isSuccess: true });

    const officer = await signedIn(browser(), "admissions");
    const { page } = officer;
    await page.goto(`${baseUrl()}/admin/inbox/contact-messages?q=${unique}`);
    await page.getByRole("link", { name: `Ravi Oraon ${unique}` }).click();
    await page.getByRole("heading", { level: 1, name: `Contact message from Ravi Oraon ${unique}` }).waitFor();
    expect(await page.locator("dl").innerText()).toMatch(/Consent to the privacy notice\s+Consent not recorded/);
    await expectAxeClean(page, "contact-message-without-consent");
    await closePage(officer);
  });

  it("pages through a long list and exports the filtered list to CSV and Excel with the chosen columns", async () => {
    const unique = randomBytes(3).toString("hex");
    const database = serverDatabase();
    const base = Date.now() - 3_600_000;
    await database.db
      .insertInto("footer_enquiries")
      .values(
        Array.from({ length: 52 }, (_, i) => ({
          name: `Footer ${unique} ${String(i).padStart(2, "0")}`,
          email: `footer${i}@example.in`,
          mobile_no: `91000${String(i).padStart(5, "0")}`,
          course: i % 2 ? "Mining" : "Civil",
          created_at: new Date(base + i * 1000).toISOString(),
        })),
      )
      .execute();
    await database.db.destroy();

    const officer = await signedIn(browser(), "admissions", PHONE);
    const { page } = officer;
    await page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Enquiries and messages" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Quick enquiries" }).waitFor();
    await page.getByRole("link", { name: "Footer enquiries" }).click();
    const filters = page.getByRole("form", { name: "Filter footer enquiries" });
    await filters.getByLabel("Search").fill(unique);
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.getByText("52 footer enquiries match.").waitFor();
    const table = page.getByRole("table", { name: /Footer enquiries/ });
    expect(await table.getByRole("row").count()).toBe(51);
    expect(await table.getByRole("row").nth(1).innerText()).toContain(`Footer ${unique} 51`);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.getByRole("link", { name: "First page" }).waitFor();
    expect(await table.getByRole("row").allInnerTexts()).toHaveLength(3);
    expect(await table.getByRole("row").nth(2).innerText()).toContain(`Footer ${unique} 00`);
    expect(await page.getByRole("link", { name: "Next page" }).count()).toBe(0);
    await expectAxeClean(page, "footer enquiries at phone width");

    await filters.getByLabel("Course").selectOption({ label: "Mining" });
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.getByText("26 footer enquiries match.").waitFor();
    const exportSection = page.getByRole("region", { name: "Export this list" });
    await exportSection.getByRole("checkbox", { name: "E-mail" }).uncheck();
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download Excel (.xlsx)" }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^footer-enquiries-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const sheet = workbook.getWorksheet("Footer enquiries")!;
    expect(sheet.rowCount).toBe(27);
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Received (IST)", "Status", "Mobile", "Course"]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      `Footer ${unique} 51`,
      istDateTime(new Date(base + 51_000).toISOString()),
      "New",
      "9100000051",
      "Mining",
    ]);

    await page.goto(`${baseUrl()}/admin/inbox/footer-enquiries?q=${unique}&programme=Civil`);
    await exportSection.getByRole("checkbox", { name: "Mobile" }).uncheck();
    await exportSection.getByRole("checkbox", { name: "Received (IST)" }).uncheck();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^footer-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await csv.path())!, "utf8")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Name,Status,E-mail,Course");
    expect(lines).toHaveLength(27);
    expect(lines[1]).toBe(`Footer ${unique} 50,New,footer50@example.in,Civil`);
    expect(lines.at(-1)).toBe(`Footer ${unique} 00,New,footer0@example.in,Civil`);
    await closePage(officer);

    const check = serverDatabase();
    const exports = await check.db
      .selectFrom("audit_log")
      .select("after_json")
      .where("action", "=", "export")
      .where("entity", "=", "footer_enquiries")
      .execute();
    await check.db.destroy();
    expect(
      exports.map((e) => JSON.parse(e.after_json!) as { format: string; rows: number; columns: string[] }),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          format: "xlsx",
          rows: 26,
          columns: ["name", "createdAt", "status", "mobileNo", "course"],
        }),
        expect.objectContaining({ format: "csv", rows: 26, columns: ["name", "status", "email", "course"] }),
      ]),
    );
  });

  it("keeps editors out with 403 and answers an unknown inbox with 404", async () => {
    const editor = await signedIn(browser(), "editor");
    expect(
      await editor.page
        .getByRole("navigation", { name: "Staff console" })
        .getByRole("link", { name: "Enquiries and messages" })
        .count(),
    ).toBe(0);
    for (const where of [
      "/admin/inbox",
      "/admin/inbox/contact-messages",
      "/admin/inbox/contact-messages/1",
      "/admin/inbox/quick-enquiries/export?format=csv",
      "/admin/inbox/nonsense",
    ]) {
      const response = await editor.page.goto(`${baseUrl()}${where}`);
      expect(response?.status(), where).toBe(403);
    }
    const post = await editor.page.request.post(`${baseUrl()}/admin/inbox/contact-messages/1`, {
      form: { to: "contacted", note: "" },
      headers: { origin: baseUrl() },
    });
    expect(post.status()).toBe(403);
    await closePage(editor, [/status of 403/]);

    const officer = await signedIn(browser(), "admissions");
    for (const where of [
      "/admin/inbox/nonsense",
      "/admin/inbox/contact-messages/999999999",
      "/admin/inbox/contact-messages/abc",
    ]) {
      const response = await officer.page.goto(`${baseUrl()}${where}`);
      expect(response?.status(), where).toBe(404);
    }
    await closePage(officer, [/status of 404/]);
  });
});
