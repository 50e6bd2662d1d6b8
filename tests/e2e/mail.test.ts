import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../app/lib/auth/password.server.ts";
import { enqueueMail } from "../../app/models/mail-outbox.server.ts";
import { insertUser } from "../../app/models/staff-users.server.ts";
import { legacyContact } from "../../server/api/legacy-samples.ts";
import { openDatabase } from "../../db/client.ts";
import { fillByLabel } from "./forms-helpers.ts";
import { axeViolations } from "./support/axe.ts";
import { receivedMail, recipients } from "./support/mail.ts";
import { DESKTOP, PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { STAFF_PASSWORD, createStaff, serverDatabase, setUpSecondFactor, signIn } from "./support/staff.ts";
import { startServer } from "./support/server-process.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const AADHAAR = "739164825017";
const APPLICANT = "sanjay.minz@example.in";

/** Waits (polling, no fixed sleep) until a message to `to` whose subject contains `text` has arrived. */
async function arrived(to: string, text: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).find((mail) => recipients(mail).includes(to) && mail.subject?.includes(text));
        return found !== undefined;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

describe("mail for submissions, through the loopback SMTP server", () => {
  const browser = useBrowser();
  let admissions: { email: string; password: string };
  let admin: { email: string; password: string };
  let photo: Buffer;

  beforeAll(async () => {
    admissions = await createStaff("admissions");
    admin = await createStaff("admin");
    photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#775599" } })
      .png()
      .toBuffer();
  });

  it("an application brings the applicant an acknowledgement with its ID and the office a notice linking to it; the outbox shows both sent", async () => {
    const opened = await openPage(browser(), "/gpcet-form", DESKTOP);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Admission application" });
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await fillByLabel(form, {
      Name: "Sanjay Minz",
      "Date of Birth": "2008-03-02",
      Category: "ST",
      Religion: "Sarna",
      Program: "Diploma in Mining Engineering",
      "Father's Name": "Birsa Minz",
      "Mother's Name": "Sumitra Minz",
      "Aadhaar No / UID No": AADHAAR,
      Email: APPLICANT,
      "Mobile No": "9123456781",
      Address: "Ward 2, Palkot Road",
      City: "Gumla",
      Pincode: "835207",
    });
    await form.getByRole("radio", { name: "Male", exact: true }).check();
    await form.getByRole("button", { name: "Submit" }).click();
    const status = form.getByRole("status").filter({ hasText: "Application Submitted" });
    await status.waitFor();
    const id = /ID: (GP-\d{4}-[2-9A-HJKMNP-Z]{6})/.exec(await status.innerText())![1]!;
    await closePage(opened);

    const receipt = await arrived(APPLICANT, id);
    expect(receipt.from?.text).toBe('"GPCET Gumla" <office@college.test>');
    expect(receipt.text).toContain("Dear applicant,");
    expect(`${receipt.subject} ${receipt.text}`).not.toContain("Sanjay");
    expect(receipt.text).toContain(`Your application ID is ${id}.`);

    const notice = await arrived(admissions.email, id);
    expect(notice.subject).toBe(`New admission application ${id} from Sanjay Minz`);
    const link = /(http\S+\/admin\/applications\/\d+)/.exec(notice.text ?? "")?.[1];
    expect(link?.startsWith(baseUrl())).toBe(true);
    for (const mail of [receipt, notice]) expect(`${mail.subject} ${mail.text}`).not.toContain(AADHAAR);

    // The notice's link opens the application for the admissions officer.
    const officer = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(officer.page, admissions);
    await officer.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await officer.page.goto(link!);
    await officer.page.getByRole("heading", { level: 1, name: `Application ${id}` }).waitFor();
    await closePage(officer);

    const office = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(office.page, admin);
    await office.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await office.page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Mail outbox" })
      .click();
    await office.page.getByRole("heading", { level: 1, name: "Mail outbox" }).waitFor();
    expect(await office.page.getByText("Mail is not configured").count()).toBe(0);
    const table = office.page.getByRole("table", { name: /Messages, newest first/ });
    for (const [to, subject] of [
      [APPLICANT, receipt.subject!],
      [admissions.email, notice.subject!],
    ] as const) {
      const row = table.getByRole("row").filter({ hasText: to }).filter({ hasText: subject });
      expect(await row.count()).toBe(1);
      // The server marks a message sent just after the SMTP server took it: look again until the page says so.
      await expect
        .poll(async () => {
          const status = await row.getByRole("cell").nth(3).innerText();
          if (status !== "Sent") await office.page.reload();
          return status;
        })
        .toBe("Sent");
    }
    await table.getByRole("row").filter({ hasText: APPLICANT }).getByRole("link", { name: receipt.subject! }).click();
    const shown = office.page.getByRole("region", { name: /^Message \d+$/ });
    await shown.waitFor();
    expect(await shown.getByText(`Your application ID is ${id}.`).isVisible()).toBe(true);
    await closePage(office);
  });

  it("an admin sends a failed message again: it arrives, and the audit log records the retry", async () => {
    const subject = `Retry check ${Date.now()}`;
    const database = serverDatabase();
    // One transaction, so the server's mail worker never sees the message pending and sends it first.
    await database.db.transaction().execute(async (trx) => {
      await enqueueMail(trx, [
        { to: "retry@example.in", subject, text: "Sent again from the console.", purpose: "staff" },
      ]);
      await trx
        .updateTable("mail_outbox")
        .set({ status: "failed", attempts: 10, last_error: "connect ECONNREFUSED 127.0.0.1:25" })
        .where("subject", "=", subject)
        .execute();
    });
    await database.db.destroy();

    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, admin);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${baseUrl()}/admin/outbox?status=failed`);
    const row = page.getByRole("row").filter({ hasText: subject });
    expect(await row.getByRole("cell").nth(5).innerText()).toBe("connect ECONNREFUSED 127.0.0.1:25");
    await row.getByRole("link", { name: subject }).click();
    await page.getByRole("button", { name: "Send again" }).click();
    await page.getByRole("status").filter({ hasText: "back in line" }).waitFor();

    const mail = await arrived("retry@example.in", subject);
    expect(mail.text?.trim()).toBe("Sent again from the console.");
    await page.goto(`${baseUrl()}/admin/audit?action=mail-retried`);
    expect(
      await page.getByRole("row").filter({ hasText: admin.email }).filter({ hasText: "mail_outbox" }).count(),
    ).toBe(1);
    await closePage(opened);
  });

  it("the outbox list and a shown message pass axe (WCAG 2.2 AA), fit a phone and are valid HTML", async () => {
    const database = serverDatabase();
    await enqueueMail(database.db, [
      { to: "sweep@example.in", subject: "Page check", text: "A line.\nAnother line.", purpose: "staff" },
    ]);
    await database.db.destroy();
    const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-outbox-html-"));
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        const opened = await openPage(browser(), "/admin/login", viewport);
        const { page } = opened;
        await signIn(page, admin);
        await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
        await page.goto(`${baseUrl()}/admin/outbox`);
        const shown = await page
          .getByRole("table")
          .getByRole("link", { name: "Page check" })
          .first()
          .getAttribute("href");
        expect(shown).toMatch(/^\/admin\/outbox\?id=\d+$/);
        for (const address of ["/admin/outbox", shown!]) {
          await page.goto(`${baseUrl()}${address}`);
          expect((await axeViolations(page)).map((v) => `${address} @${viewport.width}: ${v.id}`)).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          const served = await page.context().request.get(`${baseUrl()}${address}`);
          fs.writeFileSync(
            path.join(htmlDir, `${viewport.width}-${address.replace(/\W+/g, "_")}.html`),
            await served.text(),
          );
        }
        await closePage(opened);
      }
      const errors = await checkHtmlFiles(fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file)));
      expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);
    } finally {
      fs.rmSync(htmlDir, { recursive: true, force: true });
    }
  });

  it.each(["admissions", "editor"] as const)("a signed-in %s account gets 403 from the outbox", async (role) => {
    const account = await createStaff(role);
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(opened.page, account);
    await opened.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    const response = await opened.page.goto(`${baseUrl()}/admin/outbox`);
    expect(response?.status()).toBe(403);
    expect(await opened.page.getByRole("link", { name: "Mail outbox" }).count()).toBe(0);
    await closePage(opened, [/status of 403/]);
  });
});

describe("without SMTP configured (a server of its own)", () => {
  const browser = useBrowser();

  it("a submission is answered as usual; its mail waits in the outbox, which says mail is not configured", async () => {
    const server = await startServer();
    const { baseUrl: base, dataDir } = server;
    try {
      const openServerDatabase = () => openDatabase(`sqlite:${path.join(dataDir, "college.db")}`);
      const database = openServerDatabase();
      const headId = await insertUser(database.db, {
        email: "head@college.test",
        name: "Office Head",
        role: "admin",
        passwordHash: await hashPassword(STAFF_PASSWORD),
      });
      // An admin signs in with a second factor (decision 034).
      const head = {
        email: "head@college.test",
        password: STAFF_PASSWORD,
        ...(await setUpSecondFactor(database, headId, server)),
      };
      await database.db.destroy();

      const answer = await fetch(`${base}/api/WebEnquiry/WebEnquiryNew`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(legacyContact()),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ isSuccess: true });

      const opened = await openPage(browser(), `${base}/admin/login`, DESKTOP);
      const { page } = opened;
      await signIn(page, head, { baseUrl: base, dataDir, openDatabase: openServerDatabase });
      await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
      await page.goto(`${base}/admin/outbox`);
      expect(await page.getByText("Mail is not configured: messages wait here.").isVisible()).toBe(true);
      const row = page
        .getByRole("row")
        .filter({ hasText: "head@college.test" })
        .filter({ hasText: "New contact message from Sunita Lakra" });
      expect(await row.getByRole("cell").nth(3).innerText()).toBe("Waiting");
      expect(await row.getByRole("cell").nth(4).innerText()).toBe("0");
      await closePage(opened);
    } finally {
      await server.stop();
    }
  });
});
