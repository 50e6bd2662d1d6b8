import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { hashPassword } from "../../../app/lib/auth/password.server.ts";
import { insertUser } from "../../../app/models/staff-users.server.ts";
import { openDatabase } from "../../../db/client.ts";
import type { StaffRole } from "../../../db/schema-staff.ts";

export const STAFF_PASSWORD = "a long staff passphrase";

/** Opens the e2e server's own SQLite database (WAL lets the test read and write beside the server). */
export function serverDatabase() {
  return openDatabase(`sqlite:${path.join(inject("dataDir"), "college.db")}`);
}

/** Creates a staff account with a unique e-mail, as `npm run admin:create` would. */
export async function createStaff(role: StaffRole): Promise<{ email: string; password: string }> {
  const database = serverDatabase();
  const email = `${role}-${randomBytes(4).toString("hex")}@college.test`;
  await insertUser(database.db, { email, name: `Test ${role}`, role, passwordHash: await hashPassword(STAFF_PASSWORD) });
  await database.db.destroy();
  return { email, password: STAFF_PASSWORD };
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(new URL("/admin/login", inject("baseUrl")).href);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
