import { describe, expect, it } from "vitest";
import { DESKTOP, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, serverDatabase, signIn, signInOverHttp } from "./support/staff.ts";

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
    await expect.poll(() => fieldError(page.getByLabel("Current password"))).toBe("The current password is wrong.");

    // The strength meter follows the keyboard and is announced (a polite live region); the server still decides.
    const meter = page.getByText(/^Password strength:/);
    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password").fill("");
    await page.getByLabel("New password").focus();
    await page.keyboard.type("Gumla@123");
    await expect
      .poll(() => meter.innerText())
      .toBe("Password strength: Fair (2 of 4). The console needs at least Strong.");
    expect(await meter.getAttribute("aria-live")).toBe("polite");
    await page.keyboard.press("Enter");
    // Described by its hint, then the error.
    await expect
      .poll(() => fieldError(page.getByLabel("New password")))
      .toContain("Do not build the password from the college's name or your own name or e-mail.");

    await page.getByLabel("Current password").fill(account.password);
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await expect.poll(() => meter.innerText()).toBe("Password strength: Very strong (4 of 4).");
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
    expect(actions.filter((a) => a.action === "password-changed").length).toBe(1);
    await closePage(here, [/status of 400/]);
    await closePage(elsewhere, [/status of 401/]);
  });

  it("an admin disables an account (signed out at once, cannot sign in), enables it again and changes its role", async () => {
    const admin = await createStaff("admin");
    const officer = await createStaff("admissions");
    const theirs = await openPage(browser(), "/admin/login", DESKTOP);
    await signIn(theirs.page, officer);
    await theirs.page.getByRole("heading", { name: /^Welcome/ }).waitFor();

    // The admin works without JavaScript: every change is a plain form post.
    const opened = await openPage(browser(), "/admin/login", DESKTOP, { javaScript: false });
    const { page } = opened;
    await signIn(page, admin);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Staff accounts" }).click();
    const row = page.getByRole("row").filter({ hasText: officer.email });
    // The admin's own row offers neither a role change nor a way to disable it.
    const ownRow = page.getByRole("row").filter({ hasText: admin.email });
    await ownRow.getByText("(you)").waitFor();
    expect(await ownRow.getByRole("button", { name: /^Disable/ }).count()).toBe(0);

    await row.getByRole("button", { name: `Disable ${officer.email}` }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(`${officer.email} was disabled and signed out.`);
    await expect.poll(() => row.getByRole("cell", { name: "Disabled", exact: true }).count()).toBe(1);
    await theirs.page.reload();
    await expect.poll(() => new URL(theirs.page.url()).pathname).toBe("/admin/login");
    await signIn(theirs.page, officer);
    await expect.poll(() => theirs.page.getByRole("alert").innerText()).toBe(WRONG);

    await row.getByRole("button", { name: `Enable ${officer.email}` }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe(`${officer.email} can sign in again.`);
    await signIn(theirs.page, officer);
    await theirs.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    expect(
      await theirs.page
        .getByRole("navigation", { name: "Staff console" })
        .getByRole("link", { name: "News and links" })
        .count(),
    ).toBe(0);

    await row.getByLabel(`Role of ${officer.email}`).selectOption("editor");
    await row.getByRole("button", { name: `Change role ${officer.email}` }).click();
    await expect
      .poll(() => page.getByRole("status").innerText())
      .toBe(`${officer.email} is now editor; their sessions were ended.`);
    await expect.poll(() => row.getByLabel(`Role of ${officer.email}`).inputValue()).toBe("editor");
    await signIn(theirs.page, officer);
    await theirs.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await theirs.page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "News and links" })
      .waitFor();

    const database = serverDatabase();
    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("email", "=", admin.email)
      .execute();
    await database.db.destroy();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["user-disabled", "user-enabled", "user-role-changed"]),
    );
    await closePage(opened);
    await closePage(theirs, [/status of 401/]);
  });

  it("answers every malformed post to the account pages with a 4xx naming no internals, never a 5xx", async () => {
    const admin = await createStaff("admin");
    const cookie = await signInOverHttp(admin);
    expect(cookie).toMatch(/^staff_session=[^;]+$/);
    const database = serverDatabase();
    const { id: ownId } = await database.db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", admin.email)
      .executeTakeFirstOrThrow();
    await database.db.destroy();

    const form = "application/x-www-form-urlencoded";
    const cases: { path: string; type: string; body: string }[] = [
      { path: "/admin/account", type: form, body: "" },
      { path: "/admin/account", type: form, body: "intent=change-password" },
      { path: "/admin/account", type: form, body: "intent=change-password&currentPassword=&newPassword=x" },
      { path: "/admin/account", type: form, body: `intent=change-password&currentPassword=${"x".repeat(5000)}` },
      { path: "/admin/account", type: form, body: "intent=change-password&currentPassword=a&currentPassword=b" },
      { path: "/admin/account", type: form, body: "toString=x&__proto__=y&constructor=z" },
      { path: "/admin/account", type: "application/json", body: '{"toString":"x"}' },
      { path: "/admin/account", type: "text/plain", body: "\u0000\uffff" },
      { path: "/admin/account", type: "multipart/form-data", body: "--x\r\n" },
      { path: "/admin/users", type: form, body: "intent=disable&userId=abc" },
      { path: "/admin/users", type: form, body: "intent=disable&userId=-1" },
      { path: "/admin/users", type: form, body: "intent=enable&userId=99999999999999999999999" },
      { path: "/admin/users", type: form, body: "intent=disable&userId=999999" },
      { path: "/admin/users", type: form, body: `intent=disable&userId=${ownId}` },
      { path: "/admin/users", type: form, body: `intent=change-role&userId=${ownId}&role=editor` },
      { path: "/admin/users", type: form, body: "intent=change-role&userId=1&role=root" },
      { path: "/admin/users", type: form, body: "intent=change-role&userId=1&role=__proto__" },
      { path: "/admin/users", type: form, body: "intent=hasOwnProperty&userId=1" },
      { path: "/admin/users", type: "application/json", body: '{"intent":"disable","userId":1}' },
    ];
    for (const { path, type, body } of cases) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: baseUrl(), cookie, "content-type": type },
        body,
      });
      expect(response.status, `${path} ${type} ${body.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} ${type} ${body.slice(0, 60)}`).toBeLessThan(500);
    }
    // The admin is still an active admin, signed in.
    const still = await fetch(`${baseUrl()}/admin/users`, { headers: { cookie }, redirect: "manual" });
    expect(still.status).toBe(200);
  });
});
