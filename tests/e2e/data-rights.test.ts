import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../../db/client.ts";
import { legacyAdmission } from "../../server/api/legacy-samples.ts";
import { DESKTOP, PHONE, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { type ServerUnderTest, createStaff, fieldError, signIn } from "./support/staff.ts";
import { tickConsent } from "./forms-helpers.ts";

/** The text of a PDF as `pdftotext` (poppler-utils) reads it back, as the receipt's test does. */
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

/** Every table's row count, the tables listed by the database itself. */
async function rowCounts({ db }: Db): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'
    and name not like 'sqlite_%'`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** Every file under the data folder's uploads (the applicants' photos among them). */
function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) => {
    return fs.statSync(path.join(root, name)).isFile();
  });
}

/** Sends an admission application as an old client does: the photo to the upload route, then the JSON body. */
async function sendApplication(server: ServerUnderTest, name: string): Promise<string> {
  const { db } = server.openDatabase();
  const programme = await db
    .selectFrom("programmes")
    .select("id")
    .where("program_name", "=", "Civil")
    .executeTakeFirstOrThrow();
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#8899aa" } })
    .jpeg()
    .toBuffer();
  const upload = new FormData();
  upload.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const uploaded = await fetch(`${server.baseUrl}/api/uploads/photo`, { method: "POST", body: upload });
  expect(uploaded.status).toBe(200);
  const { record } = (await uploaded.json()) as { record: string };
  const sent = await fetch(`${server.baseUrl}/api/Enquiry/ApplyFromEnquiry`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...legacyAdmission(programme.id, record), Name: name, DataSource: "WebAdmission" }),
  });
  const body = (await sent.json()) as { isSuccess: boolean; message: string };
  expect(body.isSuccess).toBe(true);
  await db.destroy();
  return body.message;
}

describe("data-rights requests (/data-rights) and their work in the console", () => {
  const browser = useBrowser();
  let running: RunningServer;
  let server: ServerUnderTest;
  let database: Db;

  beforeAll(async () => {
    // A server of its own: the row counts before and after must see this journey's writes only.
    running = await startServer();
    const url = `sqlite:${path.join(running.dataDir, "college.db")}`;
    server = { baseUrl: running.baseUrl, dataDir: running.dataDir, openDatabase: () => openDatabase(url) };
    database = server.openDatabase();
  });
  afterAll(async () => {
    await database?.db.destroy();
    await running?.stop();
  });

  /** Sends a request on the public page without JavaScript at 360 px; answers its number. */
  async function sendRequest(kind: RegExp, name: string, applicationId: string, details: string): Promise<string> {
    const opened = await openPage(browser(), `${server.baseUrl}/data-rights`, PHONE, { javaScript: false });
    const { page } = opened;
    expect(opened.status).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Your data rights" }).waitFor();
    const form = page.getByRole("form", { name: "Send a data-rights request" });
    await form.getByRole("radio", { name: kind }).check();
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("E-mail address").fill("asker@example.in");
    await form.getByLabel("Application ID (if it is about an application)").fill(applicationId.toLowerCase());
    await form.getByLabel("Details of your request").fill(details);
    await tickConsent(form);
    await form.getByRole("button", { name: "Send the request" }).click();
    const heading = page.getByRole("heading", { level: 2, name: /^Request DR-\d{4}-[0-9A-Z]{6} received$/ });
    await heading.waitFor();
    const reference = /DR-\d{4}-[0-9A-Z]{6}/.exec(await heading.innerText())![0];
    expect(await page.getByRole("main").innerText()).toContain("A confirmation has been sent");
    await closePage(opened);
    return reference;
  }

  it("refuses a request without its details beside each field, in English and in Hindi, without JavaScript", async () => {
    for (const [address, submit, problem] of [
      ["/data-rights", "Send the request", "Enter your name."],
      ["/hi/data-rights", "अनुरोध भेजें", "अपना नाम लिखें।"],
    ] as const) {
      const opened = await openPage(browser(), `${server.baseUrl}${address}`, PHONE, { javaScript: false });
      const { page } = opened;
      await page.getByRole("button", { name: submit }).click();
      await page.getByRole("alert").waitFor();
      const name = page.getByRole("textbox").first();
      await expect.poll(() => fieldError(name)).toBe(problem);
      expect(await page.getByRole("radio").first().getAttribute("aria-invalid")).toBe("true");
      await closePage(opened, [/status of 400/]);

      // axe runs with JavaScript on (the page has no React either way): the refused form at 360 px.
      const checked = await openPage(browser(), `${server.baseUrl}${address}`, PHONE);
      await checked.page.getByRole("button", { name: submit }).click();
      await checked.page.getByRole("alert").waitFor();
      expect(await layoutAndAxeFailures(checked.page, address)).toEqual([]);
      await closePage(checked, [/status of 400/]);
    }
  });

  it("an erasure request is sent, checked, linked and confirmed by an admin: the application's rows and photo are gone, the audit entry stays", async () => {
    const unique = randomBytes(3).toString("hex");
    const applicant = `Erasable Applicant ${unique}`;
    const reference = await sendApplication(server, applicant);
    const requestNumber = await sendRequest(/^Erasure/, applicant, reference, "Please erase my application entirely.");

    // Its confirmation mail is queued with the number and none of the words the visitor typed.
    const mail = await database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "body_text"])
      .where("submission_kind", "=", "data_rights_requests")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe("asker@example.in");
    expect(mail[0]!.body_text).toContain(requestNumber);
    for (const typed of [applicant, "Please erase", reference]) expect(JSON.stringify(mail)).not.toContain(typed);

    const opened = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admin", server), server);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${server.baseUrl}/admin/data-rights`);
    const row = page.getByRole("row").filter({ hasText: requestNumber });
    expect(await row.innerText()).toMatch(/Erasure[\s\S]*(89|90) days left[\s\S]*Open/);
    await row.getByRole("link", { name: requestNumber }).click();
    await page.getByRole("heading", { level: 1, name: `Data-rights request ${requestNumber}` }).waitFor();

    await page.getByLabel("How the identity was checked (a note for the record)").fill("Called the mobile number.");
    await page.getByRole("button", { name: "Record the check" }).click();
    await page.getByRole("status").filter({ hasText: "The identity check is recorded." }).waitFor();
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "The request is linked to the application." }).waitFor();
    expect(await layoutAndAxeFailures(page, "a data-rights request's page")).toEqual([]);

    const before = await rowCounts(database);
    const filesBefore = uploadedFiles(server.dataDir);
    const application = await database.db
      .selectFrom("applications")
      .select(["id", "photo_record"])
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(filesBefore.some((name) => name.includes(application.photo_record))).toBe(true);

    await page.getByLabel("Type the application ID to confirm").fill(reference);
    await page.getByRole("button", { name: "Erase the application" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Application ${reference} has been erased.` })
      .waitFor();

    const after = await rowCounts(database);
    const moved = Object.fromEntries(
      Object.keys({ ...before, ...after })
        .filter((table) => before[table] !== after[table])
        .map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
    );
    expect(moved).toMatchObject({ applications: -1, uploads: -1, audit_log: 1 });
    for (const [table, delta] of Object.entries(moved)) {
      // The search index's segments are rewritten whole (merged) after the erasure; every other table only lost rows.
      if (table === "audit_log" || /_search_(data|idx)$/.test(table)) continue;
      expect(delta, table).toBeLessThan(0);
    }
    const filesAfter = uploadedFiles(server.dataDir);
    expect(filesAfter).toHaveLength(filesBefore.length - 1);
    expect(filesAfter.some((name) => name.includes(application.photo_record))).toBe(false);
    expect(
      await database.db.selectFrom("applications").where("reference", "=", reference).selectAll().execute(),
    ).toEqual([]);

    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "application-erased")
      .where("entity_id", "=", String(application.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).toContain(requestNumber);
    for (const personal of [applicant, "rohit.kujur@example.in", "9123456780", "Anil Kujur", "Sisai Road"])
      expect(JSON.stringify(audit)).not.toContain(personal);

    await page.getByLabel("The answer sent to the person (a note for the record)").fill("Your application was erased.");
    await page.getByRole("button", { name: "Save the answer" }).click();
    await page.getByRole("status").filter({ hasText: "The answer is saved." }).waitFor();
    await page.getByRole("button", { name: "Close the request" }).click();
    await page.getByRole("status").filter({ hasText: "The request is closed." }).waitFor();
    // The status comes with the action's answer; the request's details follow once the page's data is read again.
    await expect.poll(() => page.getByRole("main").innerText()).toContain("The linked application has been erased.");
    await closePage(opened);
  });

  it("an access request is answered with a PDF of the data held, which reads back with the applicant's name", async () => {
    const applicant = `Curious Applicant ${randomBytes(3).toString("hex")}`;
    const reference = await sendApplication(server, applicant);
    const requestNumber = await sendRequest(/^Access/, applicant, reference, "Please send me a copy of my data.");

    const opened = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admissions", server), server);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${server.baseUrl}/admin/data-rights`);
    await page.getByRole("link", { name: requestNumber }).click();
    await page.getByRole("heading", { level: 1, name: `Data-rights request ${requestNumber}` }).waitFor();
    // Nothing but an admin's confirmation erases; an access request has no erasure at all.
    expect(await page.getByRole("button", { name: "Erase the application" }).count()).toBe(0);
    await page.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "The request is linked to the application." }).waitFor();

    const link = page.getByRole("link", { name: "Download the data held (PDF)" });
    const response = await page.request.get(new URL((await link.getAttribute("href"))!, server.baseUrl).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const text = pdfText(await response.body());
    expect(text).toContain(applicant);
    expect(text).toContain(reference);
    expect(text).toContain("XXXX XXXX 6041");
    expect(text).not.toContain("482915736041");
    await closePage(opened);
  });
});
