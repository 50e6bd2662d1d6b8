import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDay } from "../../app/core/inbox/ist-day.ts";
import { openDatabase } from "../../db/client.ts";
import { databaseKinds, onPostgresServer, postgresDatabaseUrl } from "../support/databases.ts";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { type ServerUnderTest, createStaff, openOnlyApplication, signIn } from "./support/staff.ts";
import { storeApplication } from "./support/submissions.ts";

const hasPostgres = (await databaseKinds()).some((kind) => kind.name === "postgres");

/**
 * The "done when", end to end on PostgreSQL: the production server started on a fresh PostgreSQL database
 * (the shared e2e server runs on SQLite), driven in the browser like the SQLite tests drive theirs.
 */
describe.skipIf(!hasPostgres)("the staff console on PostgreSQL", () => {
  const browser = useBrowser();
  const databaseName = `college_e2e_${randomBytes(4).toString("hex")}`;
  const databaseUrl = postgresDatabaseUrl(databaseName);
  let running: RunningServer;
  let server: ServerUnderTest;

  beforeAll(async () => {
    await onPostgresServer(`create database ${databaseName}`);
    running = await startServer({ DATABASE_URL: databaseUrl });
    server = { baseUrl: running.baseUrl, dataDir: running.dataDir, openDatabase: () => openDatabase(databaseUrl) };
  });
  afterAll(async () => {
    await running?.stop();
    await onPostgresServer(`drop database if exists ${databaseName} with (force)`);
  });

  it("an admissions officer finds yesterday's applications, opens one, moves it to under review and exports the day to Excel", async () => {
    const yesterdayAt = new Date(Date.now() - 86_400_000).toISOString();
    const yesterday = istDay(yesterdayAt);
    const reference = await storeApplication("Birsa Kujur", yesterdayAt, server);
    await storeApplication("Today Applicant", new Date().toISOString(), server);

    const opened = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admissions", server), server);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Applications" }).click();
    await openOnlyApplication(page, reference, { from: yesterday, to: yesterday });
    await page.getByRole("radio", { name: "Under review" }).check();
    await page.getByRole("button", { name: "Save status" }).click();
    expect(await page.getByRole("status").innerText()).toBe("Status changed to Under review.");

    await page.goto(`${server.baseUrl}/admin/applications?from=${yesterday}&to=${yesterday}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Excel (.xlsx)" }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet("Applications")!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(reference);
    expect(sheet.getRow(2).values).toContain("Under review");
    await closePage(opened);
  });

  it("an editor posts a notice and sees it on the home page", async () => {
    const opened = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor", server), server);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${server.baseUrl}/admin/news?kind=NB`);
    const add = page.getByRole("region", { name: /^Add to Notice board/ });
    await add.getByLabel("Title", { exact: true }).fill("Counselling for lateral entry on Friday");
    await add.getByLabel("Link").fill("/notice");
    await add.getByRole("button", { name: "Add" }).click();
    await page.getByRole("status").waitFor();

    await page.goto(`${server.baseUrl}/`);
    const board = page.getByRole("region", { name: "Notice Board" });
    expect(await board.getByRole("link", { name: "Counselling for lateral entry on Friday" }).count()).toBeGreaterThan(
      0,
    );
    await closePage(opened);
  });

  it("a staff member changes their password and signs in with it; an admin disables the account, which then cannot sign in", async () => {
    const NEW_PASSWORD = "monsoon kettle hums over quiet fields";
    const editor = await createStaff("editor", server);
    const theirs = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    await signIn(theirs.page, editor, server);
    await theirs.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await theirs.page.getByRole("link", { name: "Your account" }).click();
    await theirs.page.getByLabel("Current password").fill(editor.password);
    await theirs.page.getByLabel("New password").fill(NEW_PASSWORD);
    await theirs.page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => theirs.page.getByRole("status").innerText())
      .toBe("Your password was changed. Other sessions signed out: 0.");
    await theirs.page.getByRole("button", { name: "Sign out" }).click();
    await theirs.page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await signIn(theirs.page, { email: editor.email, password: NEW_PASSWORD }, server);
    await theirs.page.getByRole("heading", { name: /^Welcome/ }).waitFor();

    const opened = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admin", server), server);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${server.baseUrl}/admin/users`);
    await page.getByRole("button", { name: `Disable ${editor.email}` }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(`${editor.email} was disabled and signed out.`);
    await theirs.page.reload();
    await expect.poll(() => new URL(theirs.page.url()).pathname).toBe("/admin/login");
    await signIn(theirs.page, { email: editor.email, password: NEW_PASSWORD }, server);
    await expect
      .poll(() => theirs.page.getByRole("alert").innerText())
      .toBe("The e-mail or password is wrong, or there were too many attempts. Try again in a few minutes.");
    await closePage(opened);
    await closePage(theirs, [/status of 401/]);
  });
});
