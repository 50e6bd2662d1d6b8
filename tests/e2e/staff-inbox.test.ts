import { randomBytes } from "node:crypto";
import fs from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { istDay } from "../../app/core/inbox/ist-day.ts";
import { DESKTOP, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, openOnlyApplication, serverDatabase, signIn } from "./support/staff.ts";
import { storeApplication } from "./support/submissions.ts";

describe("admissions inbox", () => {
  const browser = useBrowser();

  it("finds yesterday's applications, moves one to under review and accepted, and exports the day to Excel and CSV", async () => {
    const yesterdayNoonIst = new Date(Date.now() - 86_400_000);
    const yesterday = istDay(yesterdayNoonIst.toISOString());
    const unique = randomBytes(3).toString("hex");
    const reference = await storeApplication(`Sunita Oraon ${unique}`, yesterdayNoonIst.toISOString());
    await storeApplication(`Older Applicant ${unique}`, new Date(Date.now() - 10 * 86_400_000).toISOString());

    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admissions"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    const perDay = await page.getByRole("region", { name: "Submissions in the last 30 days" }).innerText();
    expect(perDay).toMatch(/Admission applications: [1-9]\d* in 30 days/);
    expect(await page.getByText("This is your first visit.").count()).toBe(1);
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Applications" }).click();

    await openOnlyApplication(page, reference, { q: unique, from: yesterday, to: yesterday });
    expect(await page.getByText("XXXX XXXX 4321").count()).toBe(1);
    await page.getByRole("radio", { name: "Under review" }).check();
    await page.getByRole("button", { name: "Save status" }).click();
    expect(await page.getByRole("status").innerText()).toBe("Status changed to Under review.");

    await page.getByRole("radio", { name: "Rejected" }).check();
    await page.getByRole("button", { name: "Save status" }).click();
    await expect.poll(() => fieldError(page.getByLabel(/^Note/))).toBe("Give the reason for the rejection.");
    await page.getByRole("radio", { name: "Accepted" }).check();
    await page.getByRole("button", { name: "Save status" }).click();
    expect(await page.getByRole("status").innerText()).toBe("Status changed to Accepted.");
    await expect
      .poll(() => page.getByRole("region", { name: "History" }).innerText())
      .toMatch(/Under review → Accepted/);

    await page.goto(`${baseUrl()}/admin/applications?q=${unique}&from=${yesterday}&to=${yesterday}`);
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Excel (.xlsx)" }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const sheet = workbook.getWorksheet("Applications")!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe("Application ID");
    expect(sheet.getRow(2).getCell(1).value).toBe(reference);
    expect(sheet.getRow(2).values).toContain("Accepted");
    expect(sheet.getRow(2).values).toContain("XXXX XXXX 4321");

    const exportSection = page.getByRole("region", { name: "Export this list" });
    await exportSection.getByRole("checkbox", { name: "Address" }).uncheck();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const csvWorkbook = new ExcelJS.Workbook();
    const csvSheet = await csvWorkbook.csv.readFile((await csv.path())!);
    expect(csvSheet.rowCount).toBe(2);
    expect(csvSheet.getRow(1).values).not.toContain("Address");
    expect(csvSheet.getRow(2).getCell(1).value).toBe(reference);
    // The refused rejection above is answered 400, which the browser reports on its console.
    await closePage(opened, [/status of 400/]);

    const database = serverDatabase();
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action"])
      .where("action", "in", ["status-changed", "export"])
      .execute();
    await database.db.destroy();
    expect(audit.filter((a) => a.action === "export").length).toBeGreaterThanOrEqual(2);
    expect(audit.filter((a) => a.action === "status-changed").length).toBeGreaterThanOrEqual(2);
  });

  it("shows the photo to staff and the whole Aadhaar number only to an admin, recorded in the audit log", async () => {
    const reference = await storeApplication(`Reveal Test ${randomBytes(3).toString("hex")}`, new Date().toISOString());
    const database = serverDatabase();
    const { id } = await database.db
      .selectFrom("applications")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    await database.db.destroy();

    const officer = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(officer.page, await createStaff("admissions"));
    await officer.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await officer.page.goto(`${baseUrl()}/admin/applications/${id}`);
    const photo = officer.page.getByRole("img", { name: /^Photo of Reveal Test/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    expect(await officer.page.getByRole("button", { name: /Reveal/ }).count()).toBe(0);
    expect(await officer.page.getByText("123456784321").count()).toBe(0);
    await closePage(officer);

    const photoWithoutSession = await fetch(`${baseUrl()}/admin/applications/${id}/photo`, { redirect: "manual" });
    expect(photoWithoutSession.status).toBe(302);

    const admin = await openPage(browser(), "/admin/login", DESKTOP);
    const adminAccount = await createStaff("admin");
    await signIn(admin.page, adminAccount);
    await admin.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await admin.page.goto(`${baseUrl()}/admin/applications/${id}`);
    expect(await admin.page.getByText("XXXX XXXX 4321").count()).toBe(1);
    await admin.page.getByRole("button", { name: /Reveal the whole Aadhaar/ }).click();
    await admin.page.getByText("1234 5678 4321").waitFor();
    const check = serverDatabase();
    const audit = await check.db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "id-proof-revealed")
      .where("email", "=", adminAccount.email)
      .execute();
    await check.db.destroy();
    expect(audit.map((a) => a.entity_id)).toEqual([String(id)]);
    await closePage(admin);
  });

  it("exports whole Aadhaar numbers only for an admin who asks, and records that the export was unmasked", async () => {
    const unique = randomBytes(3).toString("hex");
    const reference = await storeApplication(`Unmasked Export ${unique}`, new Date().toISOString());

    const officer = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(officer.page, await createStaff("admissions"));
    await officer.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await officer.page.goto(`${baseUrl()}/admin/applications?q=${unique}`);
    await officer.page.getByText("1 application match.").waitFor();
    expect(await officer.page.getByRole("checkbox", { name: /Include the full Aadhaar number/ }).count()).toBe(0);
    const refused = await officer.page.goto(
      `${baseUrl()}/admin/applications/export?q=${unique}&format=csv&unmasked=on`,
    );
    expect(refused?.status()).toBe(403);
    await closePage(officer, [/status of 403/]);

    const admin = await openPage(browser(), "/admin/login", DESKTOP);
    const adminAccount = await createStaff("admin");
    await signIn(admin.page, adminAccount);
    await admin.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await admin.page.goto(`${baseUrl()}/admin/applications?q=${unique}`);
    const exportSection = admin.page.getByRole("region", { name: "Export this list" });

    // Without the box ticked an admin's export is masked too.
    const [masked] = await Promise.all([
      admin.page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const maskedText = fs.readFileSync((await masked.path())!, "utf8");
    expect(maskedText).toContain("XXXX XXXX 4321");
    expect(maskedText).not.toContain("123456784321");

    await exportSection.getByRole("checkbox", { name: /Include the full Aadhaar number/ }).check();
    const [xlsx] = await Promise.all([
      admin.page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download Excel (.xlsx)" }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const sheet = workbook.getWorksheet("Applications")!;
    expect(sheet.rowCount).toBe(2);
    const header = sheet.getRow(1).values as unknown[];
    const fullColumn = header.indexOf("Aadhaar/UID (full)");
    expect(fullColumn).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(1).value).toBe(reference);
    expect(sheet.getRow(2).getCell(fullColumn).value).toBe("123456784321");

    await admin.page.goto(`${baseUrl()}/admin/applications?q=${unique}`);
    await exportSection.getByRole("checkbox", { name: /Include the full Aadhaar number/ }).check();
    await exportSection.getByRole("checkbox", { name: "Aadhaar/UID (masked)" }).uncheck();
    const [csv] = await Promise.all([
      admin.page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    const lines = fs
      .readFileSync((await csv.path())!, "utf8")
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    const columns = lines[0]!.split(",");
    expect(columns.at(-1)).toBe("Aadhaar/UID (full)");
    expect(columns).not.toContain("Aadhaar/UID (masked)");
    expect(lines[1]!.startsWith(`${reference},`)).toBe(true);
    expect(lines[1]!.endsWith(",123456784321")).toBe(true);
    await closePage(admin);

    const database = serverDatabase();
    const audit = await database.db
      .selectFrom("audit_log")
      .select("after_json")
      .where("action", "=", "export")
      .where("entity", "=", "applications")
      .where("email", "=", adminAccount.email)
      .orderBy("id")
      .execute();
    await database.db.destroy();
    expect(audit.map((entry) => JSON.parse(entry.after_json!) as { unmasked: boolean; format: string })).toEqual([
      expect.objectContaining({ unmasked: false, format: "csv" }),
      expect.objectContaining({ unmasked: true, format: "xlsx" }),
      expect.objectContaining({ unmasked: true, format: "csv" }),
    ]);
  });

  it("keeps editors out of the applications", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(opened.page, await createStaff("editor"));
    await opened.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    for (const path of ["/admin/applications", "/admin/applications/export?format=csv", "/admin/applications/1"]) {
      const response = await opened.page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(403);
    }
    await closePage(opened, [/status of 403/]);
  });
});
