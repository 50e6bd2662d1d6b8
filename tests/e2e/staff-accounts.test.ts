import { describe, expect, it } from "vitest";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, serverDatabase, signIn } from "./support/staff.ts";

const NEW_PASSWORD = "violet tractor sings under monsoon rain";
const WRONG = "The e-mail or password is wrong, or there were too many attempts. Try again in a few minutes.";

describe("staff accounts", () => {
  const browser = useBrowser();

  it("a staff member changes their password from their account page: their other session ends, the new password signs in", async () => {
    const account = await createStaff("editor");
    const here = await openPage(browser(), "/admin/login", DESKTOP);
    // The other session, in another browser, without JavaScript: the plain form posts work there too.
    const elsewhere = await openPage(browser(), "/admin/login", DESKTOP, { javaScript: false });
    await signIn(elsewhere.page, account);
    await elsewhere.page.getByRole("heading", { name: /^Welcome/ }).waitFor();

    const { page } = here;
    await signIn(page, account);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.getByRole("link", { name: "Your account" }).click();
    await page.getByRole("heading", { level: 1, name: "Your account" }).waitFor();

    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    expect(await fieldError(page.getByLabel("Current password"))).toBe("The current password is wrong.");

    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect
      .poll(() => page.getByRole("status").innerText())
      .toBe("Your password was changed. Other sessions signed out: 1.");

    // This session goes on; the other one is signed out.
    await page.goto(new URL("/admin/news", page.url()).href);
    await page.getByRole("heading", { level: 1, name: "News and links" }).waitFor();
    await elsewhere.page.reload();
    await expect.poll(() => new URL(elsewhere.page.url()).pathname).toBe("/admin/login");

    // The old password no longer signs in; the new one does.
    await signIn(elsewhere.page, account);
    await expect.poll(() => elsewhere.page.getByRole("alert").innerText()).toBe(WRONG);
    await signIn(elsewhere.page, { email: account.email, password: NEW_PASSWORD });
    await elsewhere.page.getByRole("heading", { name: /^Welcome/ }).waitFor();

    const database = serverDatabase();
    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("email", "=", account.email)
      .execute();
    await database.db.destroy();
    expect(actions.map((a) => a.action)).toContain("password-changed");
    expect(actions.filter((a) => a.action === "password-change-failed").length).toBe(1);
    await closePage(here, [/status of 400/]);
    await closePage(elsewhere, [/status of 401/]);
  });
});
