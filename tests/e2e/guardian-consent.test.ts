import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type ParsedMail, simpleParser } from "mailparser";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { fieldError, fillByLabel, focusedLabel } from "./forms-helpers.ts";
import { recipients, startMailCatcher } from "./support/mail.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { type ServerUnderTest, createStaff, signIn } from "./support/staff.ts";

const ID = /(GP-\d{4}-[2-9A-HJKMNP-Z]{6})/;
const GUARDIAN_EMAIL = "sunita.toppo@example.in";
const AWAITING = "Status: Awaiting guardian consent";
const RECEIVED = "Status: Received";
const NOT_USABLE = "This link cannot be used";
const WAITS = "The applicant is under 18, so the application waits for the consent of the parent or guardian.";

/** A 16-year-old's application: born in 2010, applying in 2026. */
const minor = (name: string, dateOfBirth: string) => ({
  Name: name,
  "Date of Birth": dateOfBirth,
  Category: "ST",
  Religion: "Sarna",
  Program: "Diploma in Civil Engineering",
  "Father's Name": "Birsa Toppo",
  "Mother's Name": "Sunita Toppo",
  "Aadhaar No / UID No": "739164825017",
  Email: "anita.toppo@example.in",
  "Mobile No": "9123456700",
  Address: "Ward 7, Lohardaga Road",
  City: "Gumla",
  Pincode: "835207",
});

/*
 * A server and a mail catcher of this file's own: its journeys look up statuses, and another file
 * (application-status.test.ts) uses up the shared server's look-ups from this address on purpose.
 */
let photo: Buffer;
let server: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let underTest: ServerUnderTest;
beforeAll(async () => {
  photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#446688" } })
    .png()
    .toBuffer();
  mail = await startMailCatcher();
  server = await startServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(mail.smtp.port),
    MAIL_FROM: "GPCET Gumla <office@college.test>",
    MAIL_POLL_SECONDS: "0.5",
  });
  underTest = {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    openDatabase: () => openDatabase(`sqlite:${path.join(server.dataDir, "college.db")}`),
  };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const baseUrl = () => server.baseUrl;

/** Reads this file's server's database, read-only. */
function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, "college.db"), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const countRows = (table: string) =>
  readDatabase((db) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);

/** Every message this file's mail catcher has received, parsed. */
async function receivedMail(): Promise<ParsedMail[]> {
  const files = fs.readdirSync(mail.mailDir).filter((name) => name.endsWith(".eml"));
  return Promise.all(files.sort().map((name) => simpleParser(fs.readFileSync(path.join(mail.mailDir, name)))));
}

/** Waits (polling) until a message to `to` whose subject names `id` has arrived. */
async function arrived(to: string, id: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).find((mail) => recipients(mail).includes(to) && mail.subject?.includes(id));
        return found !== undefined;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

/** The status look-up's answer for an application, as the applicant sees it (no script needed). */
async function statusOf(page: Page, id: string, dateOfBirth: string): Promise<string> {
  await page.goto(`${baseUrl()}/application-status?id=${id}&dateOfBirth=${dateOfBirth}`);
  return page.getByRole("region", { name: `Application ${id}` }).innerText();
}

async function attachPhoto(form: Locator) {
  await form
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
}

describe("guardian consent for applicants under 18 (decision 068)", () => {
  const browser = useBrowser();

  it("a 16-year-old's application waits until the guardian's link is opened and consent confirmed", async () => {
    const birth = "2010-06-10";
    const opened = await openPage(browser(), `${baseUrl()}/gpcet-form`, DESKTOP);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Admission application" });
    const group = form.getByRole("group", { name: "Parent or guardian" });
    await group.getByText("Needed if the applicant is under 18").waitFor();
    await attachPhoto(form);
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await fillByLabel(form, {
      ...minor("Anita Toppo", birth),
      "Parent's or guardian's name": "Sunita Toppo",
      "Relation to the applicant": "Mother",
      "Parent's or guardian's e-mail (optional)": GUARDIAN_EMAIL,
      "Parent's or guardian's mobile number": "9123456701",
    });
    await form.getByRole("radio", { name: "Female", exact: true }).check();
    await form.getByRole("button", { name: "Submit" }).click();
    const status = form.getByRole("status").filter({ hasText: "Application Submitted" });
    await status.waitFor();
    const id = ID.exec(await status.innerText())![1]!;
    // The confirmation says what the application waits for, and that the guardian has been mailed a link.
    await status.filter({ hasText: WAITS }).filter({ hasText: "We have e-mailed them a link to give it." }).waitFor();

    // The applicant's look-up says, in plain words, what the application waits for.
    const look = await statusOf(page, id, birth);
    expect(look).toContain(AWAITING);
    expect(look).toContain("once a parent or guardian has given consent");

    // The guardian's mail: the application ID and a link, nothing the applicant typed.
    const mail = await arrived(GUARDIAN_EMAIL, id);
    expect(mail.text).toContain("Dear parent or guardian,");
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/Anita|Sunita|Toppo|Mother/);
    const link = /(http\S+\/guardian-consent\/[\w-]{43})/.exec(mail.text ?? "")?.[1];
    expect(link?.startsWith(baseUrl())).toBe(true);

    // Opening the link consents to nothing (a mail scanner's visit); the page is never stored.
    const response = await page.goto(link!);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("heading", { level: 1, name: "Consent of a parent or guardian" }).waitFor();
    expect(await page.getByText(`Application ID: ${id}.`).isVisible()).toBe(true);
    const main = page.getByRole("main");
    await main.getByText(/Privacy notice \(version \d+\)/).click();
    expect(await main.getByRole("link", { name: "Make a data-rights request" }).isVisible()).toBe(true);
    expect(await page.content()).not.toMatch(/Anita|Toppo|9123456701/);
    expect(await statusOf(page, id, birth)).toContain(AWAITING);

    await page.goto(link!);
    await page.getByRole("button", { name: "I am the parent or guardian and I give my consent" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Your consent to application ${id} is recorded` })
      .waitFor();
    await expect.poll(() => statusOf(page, id, birth)).toContain(RECEIVED);
    expect(await statusOf(page, id, birth)).not.toContain("Awaiting guardian consent");

    // The link works once; a used, a tampered and a cut link get one clear message and the way forward.
    for (const broken of [link!, `${link!.slice(0, -1)}${link!.endsWith("A") ? "B" : "A"}`, link!.slice(0, -10)]) {
      await page.goto(broken);
      expect(await page.getByRole("alert").innerText()).toContain(NOT_USABLE);
      expect(await page.getByText("Ask the admission office for a new link").isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /give my consent/ }).count()).toBe(0);
    }
    await closePage(opened);
  });

  it("without JavaScript: an under-18 application without a guardian is refused beside each field, then stored; the office records consent given by phone", async () => {
    const birth = "2009-12-01";
    const opened = await openPage(browser(), `${baseUrl()}/gpcet-form`, PHONE, { javaScript: false });
    const { page } = opened;
    let form = page.getByRole("form", { name: "Admission application" });
    await fillByLabel(form, minor("Karan Toppo", birth));
    await form.getByRole("radio", { name: "Male", exact: true }).check();
    await attachPhoto(form);
    const before = countRows("applications");
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Admission application" });
    await expect
      .poll(() => fieldError(form, "Parent's or guardian's name"))
      .toBe("The applicant is under 18: enter the name of a parent or guardian.");
    await expect.poll(() => fieldError(form, "Relation to the applicant")).toContain("The applicant is under 18");
    await expect
      .poll(() => fieldError(form, "Parent's or guardian's mobile number"))
      .toContain("10-digit mobile number");
    await expect.poll(() => fieldError(form, "Parent's or guardian's e-mail (optional)")).toBeNull();
    await expect.poll(() => focusedLabel(page)).toBe("Parent's or guardian's name");
    expect(countRows("applications")).toBe(before);

    await fillByLabel(form, {
      "Aadhaar No / UID No": "739164825017",
      "Parent's or guardian's name": "Birsa Toppo",
      "Relation to the applicant": "Father",
      "Parent's or guardian's mobile number": "9123456702",
    });
    await form.getByRole("button", { name: "Submit" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Admission application" });
    const confirmation = await form.getByRole("status").innerText();
    const id = ID.exec(confirmation)![1]!;
    // Without a guardian's address, the confirmation says the office will record the consent.
    expect(confirmation).toContain(WAITS);
    expect(confirmation).toContain(
      "The admission office will contact them and record the consent given in person or by phone.",
    );
    expect(countRows("applications")).toBe(before + 1);
    expect(await statusOf(page, id, birth)).toContain(AWAITING);
    await closePage(opened, [/status of 400/]);

    // The office sees the wait, and records the father's consent given by phone.
    const officer = await createStaff("admissions", underTest);
    const office = await openPage(browser(), `${baseUrl()}/admin/login`, DESKTOP);
    await signIn(office.page, officer, underTest);
    await office.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    const applicationId = readDatabase(
      (db) => (db.prepare("select id from applications where reference = ?").get(id) as { id: number }).id,
    );
    // The applications inbox lists those waiting for a guardian; each opens its page.
    await office.page.goto(`${baseUrl()}/admin/applications`);
    await office.page.getByText(/^Awaiting guardian consent \(\d+\)$/).click();
    await office.page.getByRole("link", { name: new RegExp(`^${id}, received`) }).click();
    await office.page.waitForURL(`${baseUrl()}/admin/applications/${applicationId}`);
    const section = office.page.getByRole("region", { name: "Guardian consent (applicant under 18)" });
    await section.getByText("Awaiting guardian consent").waitFor();
    expect(await section.getByText("Birsa Toppo").isVisible()).toBe(true);
    expect(await section.getByText(/No e-mail address for the guardian/).isVisible()).toBe(true);
    expect(await section.getByRole("button", { name: "Send the guardian a new link" }).count()).toBe(0);
    await section.getByRole("radio", { name: "by phone" }).check();
    await section.getByLabel(/^Note/).fill("Father called the office and agreed");
    await section.getByRole("button", { name: "Record consent" }).click();
    await office.page.getByText("The guardian's consent is recorded.").waitFor();
    await section.getByText(/^Given .* IST, by phone, recorded by /).waitFor();
    expect(await section.getByRole("button", { name: "Record consent" }).count()).toBe(0);
    const audit = readDatabase((db) =>
      db
        .prepare("select action, email from audit_log where entity = 'applications' and entity_id = ?")
        .all(String(applicationId)),
    );
    expect(audit).toContainEqual({ action: "guardian-consent-recorded", email: officer.email });
    await closePage(office);

    const after = await openPage(browser(), `${baseUrl()}/`, PHONE, { javaScript: false });
    await expect.poll(() => statusOf(after.page, id, birth)).toContain(RECEIVED);
    await closePage(after);
  });
});
