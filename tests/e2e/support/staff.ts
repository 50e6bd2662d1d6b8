import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { hashPassword } from "../../../app/lib/auth/password.server.ts";
import { insertUser } from "../../../app/models/staff-users.server.ts";
import { type Db, openDatabase } from "../../../db/client.ts";
import type { StaffRole } from "../../../db/schema.ts";

export const STAFF_PASSWORD = "a long staff passphrase";

/** Opens the e2e server's own SQLite database (WAL lets the test read and write beside the server). */
export function serverDatabase() {
  return openDatabase(`sqlite:${path.join(inject("dataDir"), "college.db")}`);
}

/** A running server the test drives: the shared e2e server unless a test starts its own (e.g. on PostgreSQL). */
export interface ServerUnderTest {
  baseUrl: string;
  dataDir: string;
  openDatabase(): Db;
}

export const sharedServer = (): ServerUnderTest => ({
  baseUrl: inject("baseUrl"),
  dataDir: inject("dataDir"),
  openDatabase: serverDatabase,
});

/** Creates a staff account with a unique e-mail, as `npm run admin:create` would. */
export async function createStaff(
  role: StaffRole,
  server = sharedServer(),
): Promise<{ email: string; password: string }> {
  const database = server.openDatabase();
  const email = `${role}-${randomBytes(4).toString("hex")}@college.test`;
  await insertUser(database.db, {
    email,
    name: `Test ${role}`,
    role,
    passwordHash: await hashPassword(STAFF_PASSWORD),
  });
  await database.db.destroy();
  return { email, password: STAFF_PASSWORD };
}

export async function signIn(page: Page, account: { email: string; password: string }, server = sharedServer()) {
  await page.goto(new URL("/admin/login", server.baseUrl).href);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Filters the applications list by days (and a search), expects exactly one match and opens it. */
export async function openOnlyApplication(
  page: Page,
  reference: string,
  filter: { from: string; to: string; q?: string },
) {
  const filters = page.getByRole("form", { name: "Filter applications" });
  if (filter.q) await filters.getByLabel("Search").fill(filter.q);
  await filters.getByLabel("From").fill(filter.from);
  await filters.getByLabel("To").fill(filter.to);
  await filters.getByRole("button", { name: "Filter" }).click();
  await page.getByText("1 application match.").waitFor();
  await page.getByRole("link", { name: reference }).click();
  await page.getByRole("heading", { name: `Application ${reference}` }).waitFor();
}

/**
 * The error a console form shows beside a field, as assistive technology reads it: the control says aria-invalid
 * and points at the message with aria-describedby. Waits for the error to appear.
 */
export async function fieldError(control: Locator): Promise<string> {
  await expect.poll(() => control.getAttribute("aria-invalid")).toBe("true");
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const page = control.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}

/** Whether the control has the keyboard focus (a refused form moves it to its first invalid field). */
export const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);
