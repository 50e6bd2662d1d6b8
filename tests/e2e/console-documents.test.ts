import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { samplePdf } from "../../db/seed/demo-document.ts";
import { formatBytes } from "../../app/components/content/document-link.tsx";
import { PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, serverDatabase, sharedServer, signIn } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const CONSOLE_NAV = "Staff console";
const run = randomBytes(3).toString("hex");
const title = `Exam timetable ${run}`;
const slug = `exam-timetable-${run}`;
const address = `/documents/${slug}.pdf`;
const refusedTitle = `Scanned notice ${run}`;

/** A PNG's first bytes, saved under a .pdf name: the browser even declares it application/pdf. */
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The served HTML of the page (with this browser's session) passes the Nu HTML Checker. */
async function expectValidHtml(page: Page) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-documents-"));
  try {
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, await (await page.context().request.get(page.url())).text());
    const errors = await checkHtmlFiles([file]);
    expect(errors.map((error) => `${error.lastLine}: ${error.message}`)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function openDocuments(page: Page) {
  await page.getByRole("navigation", { name: CONSOLE_NAV }).getByRole("link", { name: "Documents" }).click();
  await page.getByRole("heading", { level: 1, name: "Documents" }).waitFor();
}

describe("the console's documents library", () => {
  // The journey adds documents on the shared server: whatever it leaves (a failed run) goes with their files.
  afterAll(async () => {
    const database = serverDatabase();
    const rows = await database.db
      .selectFrom("documents")
      .select(["id", "file_name"])
      .where("slug", "in", [slug, `scanned-notice-${run}`])
      .execute();
    if (rows.length > 0) {
      await database.db
        .deleteFrom("documents")
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
    }
    await database.db.destroy();
    for (const row of rows) fs.rmSync(path.join(sharedServer().dataDir, "documents", row.file_name), { force: true });
  });
  const browser = useBrowser();

  it("an editor uploads a PDF at 360 px, sees it listed with its size, replaces it at the same address; a PNG named .pdf is refused", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await openDocuments(page);

    // Upload: the address is made from the title.
    const first = samplePdf([title, "First version"]);
    const upload = page.getByRole("region", { name: "Upload a new document" });
    await upload.getByLabel("Title", { exact: true }).fill(title);
    await upload.getByLabel("PDF file (at most 10 MB)").setInputFiles({
      name: "timetable.pdf",
      mimeType: "application/pdf",
      buffer: first,
    });
    await upload.getByRole("button", { name: "Upload" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Uploaded. The document is at ${address}.` })
      .waitFor();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await item.getByRole("link", { name: address }).waitFor();
    await item.getByText(formatBytes(first.length), { exact: true }).waitFor();
    await item.getByText("PDF", { exact: true }).waitFor();
    expect(await layoutAndAxeFailures(page, "documents at 360 px")).toEqual([]);
    await expectValidHtml(page);

    const served = await page.context().request.get(`${baseUrl()}${address}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("application/pdf");
    expect(served.headers()["content-disposition"]).toBe(`inline; filename="${slug}.pdf"`);
    expect(Buffer.from(await served.body()).equals(first)).toBe(true);
    const firstTag = served.headers().etag;
    expect(firstTag).toBe(`"${sha256(first)}"`);
    const head = await page.context().request.head(`${baseUrl()}${address}`);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBe(String(first.length));
    expect(head.headers()["cache-control"]).toBe("no-cache");
    const unchanged = await page.context().request.get(`${baseUrl()}${address}`, {
      headers: { "if-none-match": firstTag! },
    });
    expect(unchanged.status()).toBe(304);

    // A picture renamed .pdf is refused by its bytes, with the message beside the file field; nothing is stored.
    await upload.getByLabel("Title", { exact: true }).fill(refusedTitle);
    await upload.getByLabel("PDF file (at most 10 MB)").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: PNG,
    });
    await upload.getByRole("button", { name: "Upload" }).click();
    const refusal = upload.getByText(/^scan\.pdf is not a PDF: its contents are not those of a PDF file/);
    await refusal.waitFor();
    const field = upload.getByLabel("PDF file (at most 10 MB)");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.getAttribute("aria-describedby")).toBe(await refusal.getAttribute("id"));
    expect((await page.context().request.get(`${baseUrl()}/documents/scanned-notice-${run}.pdf`)).status()).toBe(404);
    expect(await page.getByRole("heading", { name: refusedTitle }).count()).toBe(0);

    // With JavaScript, a file over 10 MB is refused as soon as it is chosen, and never sent.
    await upload.getByLabel("PDF file (at most 10 MB)").setInputFiles({
      name: "huge-scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024)]),
    });
    await upload.getByText(/^huge-scan\.pdf is larger than 10 MB\./).waitFor();
    expect(await upload.getByLabel("PDF file (at most 10 MB)").inputValue()).toBe("");

    // Replace: the same address answers the new bytes with a new ETag at once.
    const second = samplePdf([title, "Second version, with the corrected dates", "and a longer text than the first"]);
    const replace = page.getByRole("form", { name: `Replace the file of ${title}` });
    await replace.getByLabel(`New file for ${title} (PDF, at most 10 MB)`).setInputFiles({
      name: "timetable-corrected.pdf",
      mimeType: "application/pdf",
      buffer: second,
    });
    await replace.getByRole("button", { name: "Replace the file" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `File replaced. ${address} now serves the new file.` })
      .waitFor();
    await item.getByText(formatBytes(second.length), { exact: true }).waitFor();
    const replaced = await page.context().request.get(`${baseUrl()}${address}`, {
      headers: { "if-none-match": firstTag! },
    });
    expect(replaced.status()).toBe(200);
    expect(Buffer.from(await replaced.body()).equals(second)).toBe(true);
    expect(replaced.headers().etag).toBe(`"${sha256(second)}"`);

    // Removing it: the address is the site's 404 page.
    await page.getByRole("button", { name: `Remove ${title}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Removed ${title}.` })
      .waitFor();
    const gone = await page.context().request.get(`${baseUrl()}${address}`);
    expect(gone.status()).toBe(404);
    expect(gone.headers()["content-type"]).toMatch(/^text\/html/);
    // The refused upload's answer is a 400, which the browser notes in its console.
    await closePage(opened, [/status of 400 \(Bad Request\)/]);
  });

  it("is not open to the admissions office: 403, and no Documents section in its console", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    await signIn(page, await createStaff("admissions"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    const nav = page.getByRole("navigation", { name: CONSOLE_NAV });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await nav.getByRole("link", { name: "Documents" }).count()).toBe(0);
    const response = await page.goto(`${baseUrl()}/admin/documents`);
    expect(response?.status()).toBe(403);
    await closePage(opened, [/status of 403/]);
  });

  it("without JavaScript, a PNG named .pdf is refused beside the field after the post, and the page says so", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await openDocuments(page);
    const upload = page.getByRole("region", { name: "Upload a new document" });
    await upload.getByLabel("Title", { exact: true }).fill(refusedTitle);
    await upload.getByLabel("PDF file (at most 10 MB)").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: PNG,
    });
    await upload.getByRole("button", { name: "Upload" }).click();
    await page.getByText(/^scan\.pdf is not a PDF/).waitFor();
    // What was typed stays; the file field has the focus, as the server's answer says (autofocus).
    expect(await upload.getByLabel("Title", { exact: true }).inputValue()).toBe(refusedTitle);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("file");
    // The refused upload's answer is a 400, which the browser notes in its console.
    await closePage(opened, [/status of 400 \(Bad Request\)/]);
  });
});
