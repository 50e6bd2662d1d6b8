import fs from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { lastBackupFile, recordLastBackup } from "../../app/lib/backup/last-backup.server.ts";
import { DESKTOP, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, serverDatabase, signIn } from "./support/staff.ts";

const WRONG = "The e-mail or password is wrong, or there were too many attempts. Try again in a few minutes.";

describe("staff console", () => {
  const browser = useBrowser();

  it("sends visitors who are not signed in to the sign-in page, marked noindex", async () => {
    const opened = await openPage(browser(), "/admin/news", DESKTOP);
    expect(new URL(opened.page.url()).pathname).toBe("/admin/login");
    expect(await opened.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await opened.page.getByRole("heading", { name: "Staff sign-in" }).count()).toBe(1);
    await closePage(opened);
  });

  it("signs in and out; the session cookie is HttpOnly and SameSite=Lax", async () => {
    const account = await createStaff("editor");
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, account);
    await page.getByRole("heading", { name: "Welcome, Test editor" }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name.includes("staff_session"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const [signOut] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes("/admin/logout") && response.request().method() === "POST",
      ),
      page.getByRole("button", { name: "Sign out" }).click(),
    ]);
    // The browser is told to forget the console's cache, cookies and storage.
    expect(await signOut.headerValue("clear-site-data")).toBe('"cache", "cookies", "storage"');
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await page.goto(`${baseUrl()}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await closePage(opened);
  });

  it("shows admins when the last backup was made, or that none was", async () => {
    const account = await createStaff("admin");
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, account);
    const backups = page.getByRole("region", { name: "Backups" });
    await backups.waitFor();
    expect(await backups.innerText()).toContain("No backup has been made yet.");

    const dataDir = inject("dataDir");
    await recordLastBackup(dataDir, {
      createdAt: "2026-11-23T20:00:00.000Z",
      file: "college-backup-20261123T200000Z.tar.gz",
    });
    try {
      await page.reload();
      await backups.waitFor();
      expect(await backups.innerText()).toContain(
        "Last backup: 24 Nov 2026, 01:30 IST (college-backup-20261123T200000Z.tar.gz).",
      );
    } finally {
      fs.rmSync(lastBackupFile(dataDir), { force: true });
    }
    await closePage(opened);
  });

  it("answers a wrong password and an unknown e-mail with the same message, and locks after five failures", async () => {
    const account = await createStaff("admissions");
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, { email: "nobody@college.test", password: "whatever123" });
    expect(await page.getByRole("alert").innerText()).toBe(WRONG);
    for (let i = 0; i < 5; i++) {
      await signIn(page, { email: account.email, password: "not the password" });
      expect(await page.getByRole("alert").innerText()).toBe(WRONG);
    }
    await signIn(page, account); // the right password, but the account now waits
    expect(await page.getByRole("alert").innerText()).toBe(WRONG);
    const database = serverDatabase();
    const actions = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("email", "=", account.email)
      .execute();
    await database.db.destroy();
    expect(actions.filter((a) => a.action === "sign-in-failed").length).toBe(6);
    expect(actions.some((a) => a.action === "account-locked")).toBe(true);
    // Failed responses must not leak anything.
    await closePage(opened, [/status of 401/]);
  });

  it("shows each role only its pages: forbidden ones answer 403", async () => {
    const content = [
      "/admin/news",
      "/admin/content",
      "/admin/content/banners",
      "/admin/content/gallery",
      "/admin/content/faculty",
    ];
    const admissions = [
      "/admin/applications",
      "/admin/inbox/quick-enquiries",
      "/admin/inbox/contact-messages",
      "/admin/inbox/alumni-feedback",
    ];
    const adminOnly = ["/admin/users", "/admin/audit", "/admin/outbox"];
    const cases = [
      { role: "editor" as const, allowed: ["/admin", ...content], forbidden: [...admissions, ...adminOnly] },
      { role: "admissions" as const, allowed: ["/admin", ...admissions], forbidden: [...content, ...adminOnly] },
      { role: "admin" as const, allowed: ["/admin", ...content, ...admissions, ...adminOnly], forbidden: [] },
    ];
    for (const { role, allowed, forbidden } of cases) {
      const opened = await openPage(browser(), "/admin/login", DESKTOP);
      await signIn(opened.page, await createStaff(role));
      await opened.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
      for (const path of allowed) {
        const response = await opened.page.goto(`${baseUrl()}${path}`);
        expect(response?.status(), `${role} ${path}`).toBe(200);
      }
      for (const path of forbidden) {
        const response = await opened.page.goto(`${baseUrl()}${path}`);
        expect(response?.status(), `${role} ${path}`).toBe(403);
        expect(await opened.page.getByRole("heading", { level: 1 }).innerText()).toBe("No access");
      }
      await closePage(opened, [/status of 403/]);
    }
  });

  it("lets an editor post a notice that appears on the home page at once, and audits it", async () => {
    const account = await createStaff("editor");
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, account);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${baseUrl()}/admin/news?kind=NB`);
    const add = page.getByRole("region", { name: /^Add to Notice board/ });
    await add.getByLabel("Title", { exact: true }).fill("Holiday on Monday for Karma Puja");
    await add.getByLabel("Hindi title").fill("करमा पूजा के लिए सोमवार को छुट्टी");
    await add.getByLabel("Link").fill("/notice");
    await add.getByLabel("Marked new").check();
    await add.getByRole("button", { name: "Add" }).click();
    await page.getByRole("status").waitFor();
    expect(await page.getByRole("status").innerText()).toContain("Saved");

    const home = await page.context().newPage();
    await home.goto(`${baseUrl()}/`);
    const board = home.getByRole("region", { name: "Notice Board" });
    expect(
      await board.getByRole("link", { name: "Holiday on Monday for Karma Puja" }).first().getAttribute("href"),
    ).toBe("/notice");
    // The Hindi home page shows its Hindi title, linking to the Hindi notice page.
    const fetched = await (await fetch(`${baseUrl()}/hi`)).text();
    expect(fetched).toMatch(/<a[^>]*href="\/hi\/notice"[^>]*>करमा पूजा के लिए सोमवार को छुट्टी</);

    const database = serverDatabase();
    const entry = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("email", "=", account.email)
      .where("action", "=", "content-created")
      .executeTakeFirst();
    await database.db.destroy();
    expect(entry?.after_json).toContain("Holiday on Monday");
    await closePage(opened);
  });

  it("refuses a state-changing request from another site", async () => {
    const response = await fetch(`${baseUrl()}/admin/news?kind=NB`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=add&kind=NB&title=Spam&targetLink=/",
    });
    expect(response.status).toBe(403);
  });

  it("can be used with the keyboard alone: sign in, open a section, sign out", async () => {
    const account = await createStaff("admissions");
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    /** Presses Tab until the focused element matches, failing after a screenful of stops. */
    async function tabTo(matches: (el: { tag: string; name: string; text: string }) => boolean) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return { tag: el?.tagName.toLowerCase() ?? "", name: el?.name ?? "", text: el?.textContent?.trim() ?? "" };
        });
        if (matches(focused)) return;
      }
      throw new Error("focus never reached the element");
    }
    await tabTo((el) => el.name === "email");
    await page.keyboard.type(account.email);
    await tabTo((el) => el.name === "password");
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await tabTo((el) => el.tag === "a" && el.text === "Applications");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Applications" }).waitFor();
    await tabTo((el) => el.tag === "button" && el.text === "Sign out");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await closePage(opened);
  });
});
