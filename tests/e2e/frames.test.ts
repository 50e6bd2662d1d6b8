import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, signIn } from "./support/staff.ts";

/** Makes the programme queries fail for real while `work` runs (the BCA page reads its seats from them). */
async function withProgrammesTableMissing(work: () => Promise<void>) {
  const database = new SQLite(path.join(inject("dataDir"), "college.db"));
  database.pragma("busy_timeout = 5000");
  database.exec("ALTER TABLE programmes RENAME TO programmes_away");
  // A page cached before the table went away would still be served (rightly); mark the table changed, as an edit
  // would, so the page cache drops every page that read it, and wait until the server renders /BCA again.
  database.exec("UPDATE content_versions SET version = version + 1 WHERE tag = 'programmes'");
  try {
    await expect.poll(async () => (await fetch(`${baseUrl()}/BCA`)).status, { timeout: 10_000 }).toBe(500);
    await work();
  } finally {
    database.exec("ALTER TABLE programmes_away RENAME TO programmes");
    database.close();
  }
}

describe("errors inside the public shell", () => {
  const browser = useBrowser();

  it("answers an unknown album with the 404 page inside the shell: ticker, header, footer and Enquiry Now", async () => {
    const opened = await openPage(browser(), "/gallery-photo/no-such-album", PHONE);
    const { page } = opened;
    expect(opened.status).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Page Not Found");
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    expect(await page.getByRole("region", { name: "Latest News" }).count()).toBe(1);
    await page.getByRole("button", { name: "Enquiry Now" }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await closePage(opened, [/status of 404/]);
  });

  it("answers a page whose data fails to load with an error inside the shell and a Try again that loads it", async () => {
    let opened!: Awaited<ReturnType<typeof openPage>>;
    await withProgrammesTableMissing(async () => {
      opened = await openPage(browser(), "/BCA", DESKTOP);
      expect(opened.status).toBe(500);
      const { page } = opened;
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Something went wrong");
      expect(await page.getByRole("alert").innerText()).toContain("Please try again in a moment.");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      expect(await page.title()).toMatch(/^Something went wrong \|/);
    });
    const { page } = opened;
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 2, name: "At a glance" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    await closePage(opened, [/status of 500/]);
  });
});

describe("pages that share a module", () => {
  const browser = useBrowser();

  it("open by client navigation too, each with its own content", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    const footer = page.getByRole("contentinfo");
    for (const [link, path, heading] of [
      ["Fee Structure", "/fees", "Fee Structure"],
      ["Privacy Policy", "/privacy-policy", "Privacy Policy"],
    ] as const) {
      await footer.getByRole("link", { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.title()).toMatch(new RegExp(`^${heading} \\|`));
    }
    await closePage(opened);
  });
});

describe("errors inside the console frame", () => {
  const browser = useBrowser();

  it("answers an unknown list and an unknown console path with 404 inside the console, with its sections", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    for (const where of ["/admin/content/no-such-list", "/admin/no-such-page"]) {
      const response = await page.goto(`${baseUrl()}${where}`);
      expect(response?.status(), where).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).innerText(), where).toBe("Oops! Page Not Found");
      expect(await page.getByRole("navigation", { name: "Staff console" }).count(), where).toBe(1);
      expect(await page.getByRole("link", { name: "Public website" }).count(), where).toBe(1);
      expect(await page.getByRole("button", { name: "Sign out" }).count(), where).toBe(1);
      // The console frame, not the public shell.
      expect(await page.getByRole("contentinfo").count(), where).toBe(0);
      expect(await page.getByRole("navigation", { name: "Breadcrumb" }).count(), where).toBe(0);
    }
    await closePage(opened, [/status of 404/]);
  });

  it("shows the sign-in page in the console frame without the sections", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Staff sign-in");
    expect(await page.getByRole("link", { name: "Public website" }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Staff console" }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await page.getByText("Enquiry Now").count()).toBe(0);
    await closePage(opened);
  });
});
