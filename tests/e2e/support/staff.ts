import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  timeStep,
  totpCodeAt,
} from "../../../app/core/auth/second-factor.server.ts";
import { encryptTotpSecret } from "../../../app/core/crypto.server.ts";
import { hashPassword } from "../../../app/lib/auth/password.server.ts";
import { enableSecondFactor, storePendingSecret } from "../../../app/models/staff-second-factor.server.ts";
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

/** A staff account of a test; admins have a second factor (decision 034), whose key and recovery codes the test knows. */
export interface StaffAccount {
  email: string;
  password: string;
  totpSecret?: string;
  recoveryCodes?: string[];
}

/** The server's key for secrets at rest (DATA_DIR/keys/id-proof.key, made by the server at its first start). */
const serverKey = (server: Pick<ServerUnderTest, "dataDir">) =>
  Buffer.from(fs.readFileSync(path.join(server.dataDir, "keys", "id-proof.key"), "utf8").trim(), "base64");

/**
 * Creates a staff account with a unique e-mail, as `npm run admin:create` would. An admin must sign in with a second
 * factor, so an admin's is set up too (`secondFactor: false` leaves it to the test), as the account page would.
 */
export async function createStaff(
  role: StaffRole,
  server = sharedServer(),
  { secondFactor = role === "admin" }: { secondFactor?: boolean } = {},
): Promise<StaffAccount> {
  const database = server.openDatabase();
  const email = `${role}-${randomBytes(4).toString("hex")}@college.test`;
  const id = await insertUser(database.db, {
    email,
    name: `Test ${role}`,
    role,
    passwordHash: await hashPassword(STAFF_PASSWORD),
  });
  const factor = secondFactor ? await setUpSecondFactor(database, id, server) : {};
  await database.db.destroy();
  return { email, password: STAFF_PASSWORD, ...factor };
}

/**
 * Sets up an account's second factor as its account page would (the secret encrypted with the server's key), switched
 * on as of two steps ago so that any code of now is still unused; returns the key and the recovery codes.
 */
export async function setUpSecondFactor(
  database: Db,
  userId: number,
  server: Pick<ServerUnderTest, "dataDir">,
): Promise<Required<Pick<StaffAccount, "totpSecret" | "recoveryCodes">>> {
  const totpSecret = newTotpSecret();
  const recoveryCodes = newRecoveryCodes();
  await storePendingSecret(database.db, userId, encryptTotpSecret(serverKey(server), userId, totpSecret));
  const step = timeStep(new Date()) - 2;
  await enableSecondFactor(database.db, userId, step, recoveryCodes.map(hashRecoveryCode), new Date().toISOString());
  return { totpSecret, recoveryCodes };
}

/**
 * A code of the account's app that the server has not taken yet: the code of now, or of the next step when now's
 * is used (the server accepts one step either side), waiting for the step to come when both are used.
 */
export async function freshCode(account: { email: string; totpSecret?: string }, server = sharedServer()) {
  if (!account.totpSecret) throw new Error(`${account.email} has no second factor`);
  const database = server.openDatabase();
  const row = await database.db
    .selectFrom("staff_users")
    .select("totp_last_step")
    .where("email", "=", account.email)
    .executeTakeFirstOrThrow();
  await database.db.destroy();
  const last = row.totp_last_step ?? -1;
  for (;;) {
    const now = new Date();
    const step = Math.max(timeStep(now), last + 1);
    if (step <= timeStep(now) + 1) return totpCodeAt(account.totpSecret, new Date(step * 30_000 + 1000));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Signs in on the sign-in page as a person would: the password, then, for an account with one, the app's code. */
export async function signIn(page: Page, account: StaffAccount, server = sharedServer()) {
  await page.goto(new URL("/admin/login", server.baseUrl).href);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (!account.totpSecret) return;
  const code = page.getByLabel("Code", { exact: true });
  // The code step, or a refusal of the password (a test that expects one).
  await code.or(page.getByRole("alert")).first().waitFor();
  if (!(await code.isVisible())) return;
  await code.fill(await freshCode(account, server));
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/login"));
}

/** Signs in over plain HTTP (form posts, no browser), both steps; returns the Cookie header of the session. */
export async function signInOverHttp(account: StaffAccount, server = sharedServer()): Promise<string> {
  const post = (path: string, body: Record<string, string>, cookie = "") =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl, cookie },
      body: new URLSearchParams(body),
    });
  // The cookies a response sets, less the ones it removes (Max-Age=0).
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .filter((cookie) => !/;\s*max-age=0(;|$)/i.test(cookie))
      .map((cookie) => cookie.split(";")[0]!)
      .join("; ");
  const password = await post("/admin/login", { email: account.email, password: account.password });
  if (!account.totpSecret) return cookiesOf(password);
  const code = await post("/admin/login/code", { code: await freshCode(account, server) }, cookiesOf(password));
  return cookiesOf(code);
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

/**
 * From anywhere in the console, opens a page's console page as a person would: the page list, a search, then the
 * page's path. The filtered list is shown once its address holds the search and its count is said; a link clicked
 * before then is lost to the filter's navigation, so the link is followed only then. Returns the count the filtered
 * list said ("1 page").
 */
export async function openPageFromList(page: Page, path: string, search = path.slice(1)): Promise<string> {
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("heading", { level: 1, name: "Pages" }).waitFor();
  const filters = page.getByRole("form", { name: "Filter pages" });
  await filters.getByLabel("Search").fill(search);
  await filters.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === search);
  const count = page.getByRole("status").filter({ hasText: /^\d+ pages?$/ });
  await count.waitFor();
  const said = await count.innerText();
  await page.getByRole("link", { name: path, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: `Page ${path}` }).waitFor();
  return said;
}
