import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../../app/core/auth/second-factor.server.ts";
import { openDatabase } from "../../db/client.ts";
import { databaseKinds, onPostgresServer, postgresDatabaseUrl } from "../support/databases.ts";
import { DESKTOP, PHONE, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { type ServerUnderTest, createStaff, fieldError, freshCode } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const hasPostgres = (await databaseKinds()).some((kind) => kind.name === "postgres");
const WRONG_PASSWORD = "The e-mail or password is wrong, or there were too many attempts. Try again in a few minutes.";
const WRONG_CODE = "That code is not right, or it was already used.";

/**
 * Two-step sign-in end to end (decision 034), on a server of its own (its failed sign-ins would count against the
 * shared server's address limit): on SQLite with JavaScript, on PostgreSQL without it (plain form posts).
 */
describe.each([
  { database: "sqlite", javaScript: true },
  { database: "postgres", javaScript: false },
] as const)("two-step sign-in on $database (JavaScript: $javaScript)", ({ database, javaScript }) => {
  const browser = useBrowser();
  const skip = database === "postgres" && !hasPostgres;
  const databaseName = `college_e2e_${randomBytes(4).toString("hex")}`;
  const databaseUrl = postgresDatabaseUrl(databaseName);
  let running: RunningServer;
  let server: ServerUnderTest;

  beforeAll(async () => {
    if (skip) return;
    if (database === "postgres") {
      await onPostgresServer(`create database ${databaseName}`);
      running = await startServer({ DATABASE_URL: databaseUrl });
      server = { baseUrl: running.baseUrl, dataDir: running.dataDir, openDatabase: () => openDatabase(databaseUrl) };
    } else {
      running = await startServer();
      server = {
        baseUrl: running.baseUrl,
        dataDir: running.dataDir,
        openDatabase: () => openDatabase(`sqlite:${running.dataDir}/college.db`),
      };
    }
  });
  afterAll(async () => {
    await running?.stop();
    if (database === "postgres" && !skip)
      await onPostgresServer(`drop database if exists ${databaseName} with (force)`);
  });

  const url = (path: string) => new URL(path, server.baseUrl).href;
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  async function passwordStep(page: Page, account: { email: string; password: string }) {
    await page.goto(url("/admin/login"));
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  async function codeStep(page: Page, code: string) {
    await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Continue" }).click();
  }

  async function signOut(page: Page) {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => pathOf(page)).toBe("/admin/login");
  }

  /** The served HTML of the page as it is now (with this browser's cookies), kept for the HTML checker. */
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-2fa-html-"));
  afterAll(() => fs.rmSync(htmlDir, { recursive: true, force: true }));
  async function keepHtml(page: Page, name: string) {
    const served = await page.context().request.get(page.url(), { maxRedirects: 0 });
    expect(served.status()).toBe(200);
    fs.writeFileSync(path.join(htmlDir, `${name}.html`), await served.text());
  }

  const welcome = (page: Page) => page.getByRole("heading", { name: /^Welcome/ }).waitFor();

  async function failures(email: string) {
    const db = server.openDatabase();
    try {
      const user = await db.db
        .selectFrom("staff_users")
        .select(["failed_count", "locked_until"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const audit = await db.db.selectFrom("audit_log").select("action").where("email", "=", email).execute();
      return { ...user, actions: audit.map((row) => row.action) };
    } finally {
      await db.db.destroy();
    }
  }

  it.skipIf(skip)(
    "an admin sets it up, signs in with a code, uses a recovery code once, and wrong codes lock the account",
    { timeout: 240_000 },
    async () => {
      const account = await createStaff("admin", server, { secondFactor: false });
      const opened = await openPage(browser(), url("/admin/login"), DESKTOP, { javaScript });
      const { page } = opened;

      // The password alone leads an admin without a second factor to setting it up, and nowhere else.
      await passwordStep(page, account);
      await expect.poll(() => pathOf(page)).toBe("/admin/account");
      await page.getByText("Your account must use two-step sign-in.").waitFor();
      await page.goto(url("/admin/news"));
      await expect.poll(() => pathOf(page)).toBe("/admin/account");

      await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
      const qr = page.getByRole("img", { name: "QR code to add this account to an authenticator app" });
      await qr.waitFor();
      expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
      const shown = page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
      await shown.waitFor();
      const secret = (await shown.innerText()).replaceAll(" ", "");
      // axe runs as a script in the page: only where the page may run scripts.
      if (javaScript) expect(await layoutAndAxeFailures(page, "set-up")).toEqual([]);
      await keepHtml(page, "set-up");

      const codeField = page.getByLabel("6-digit code");
      await codeField.fill("000000");
      await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await expect.poll(() => fieldError(codeField)).toContain("That code is not right.");
      await codeField.fill(totpCodeAt(secret, new Date()));
      await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await page.getByRole("heading", { name: "Your recovery codes" }).waitFor();
      const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
      expect(codes).toHaveLength(10);
      await page.getByText(/^Two-step sign-in is on \(since .+\)\. Unused recovery codes: 10\.$/).waitFor();
      await page
        .getByText(/it cannot be turned off/)
        .first()
        .waitFor();
      await page.goto(url("/admin/news"));
      await expect.poll(() => pathOf(page)).toBe("/admin/news");
      await page.reload();
      await page.goto(url("/admin/account"));
      await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
      expect(await page.getByRole("heading", { name: "Your recovery codes" }).count()).toBe(0);
      await signOut(page);

      // Password, then a code computed from the key the page showed.
      const withFactor = { ...account, totpSecret: secret };
      await passwordStep(page, account);
      await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
      // The password alone opened no session.
      const peek = await page.context().request.get(url("/admin"), { maxRedirects: 0 });
      expect(peek.status()).toBe(302);
      if (javaScript) expect(await layoutAndAxeFailures(page, "code step")).toEqual([]);
      await keepHtml(page, "code-step");
      await codeStep(page, await freshCode(withFactor, server));
      await welcome(page);
      await signOut(page);

      // A recovery code, typed as people do (upper case, spaces), once.
      await passwordStep(page, account);
      await codeStep(page, codes[0]!.toUpperCase().replaceAll("-", " "));
      await welcome(page);
      await signOut(page);
      await passwordStep(page, account);
      await codeStep(page, codes[0]!);
      await expect.poll(() => fieldError(page.getByLabel("Code", { exact: true }))).toBe(WRONG_CODE);
      expect(pathOf(page)).toBe("/admin/login/code");

      // Wrong codes count toward the lockout: with the reused recovery code, five in a row lock the account.
      for (let i = 0; i < 3; i++) {
        await page.getByLabel("Code", { exact: true }).fill(`00000${i}`);
        await page.getByRole("button", { name: "Continue" }).click();
        await expect.poll(async () => (await failures(account.email)).failed_count).toBe(2 + i);
      }
      await page.getByLabel("Code", { exact: true }).fill("999999");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect.poll(() => page.getByRole("alert").first().innerText()).toBe(WRONG_PASSWORD);
      const locked = await failures(account.email);
      expect(locked.failed_count).toBe(5);
      expect(Date.parse(locked.locked_until!)).toBeGreaterThan(Date.now());
      expect(locked.actions.filter((action) => action === "second-factor-failed")).toHaveLength(5);
      expect(locked.actions).toContain("account-locked");
      expect(locked.actions).toContain("recovery-code-used");
      expect(locked.actions).toContain("second-factor-enabled");

      // Locked: the right password and a right code no longer open the console.
      await passwordStep(page, account);
      await expect.poll(() => page.getByRole("alert").first().innerText()).toBe(WRONG_PASSWORD);
      expect(pathOf(page)).toBe("/admin/login");
      await closePage(opened, [/status of 40\d/, /status of 429/]);

      const errors = await checkHtmlFiles(fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file)));
      expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);
    },
  );

  it.skipIf(skip)("the code step sends a browser without a waiting sign-in back to the password", async () => {
    const opened = await openPage(browser(), url("/admin/login/code"), PHONE, { javaScript });
    await expect.poll(() => pathOf(opened.page)).toBe("/admin/login");
    await closePage(opened);
  });
});
