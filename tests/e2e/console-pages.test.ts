import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPages } from "../../app/models/page-list.server.ts";
import { getRevision, saveDraft } from "../../app/models/page-revisions.server.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { republishFirstRevisions } from "./support/page-documents.ts";
import { createStaff, fieldError, openPageFromList, serverDatabase, signIn } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const CONSOLE_NAV = "Staff console";

async function signedIn(page: Page, role: "editor" | "admissions") {
  await signIn(page, await createStaff(role));
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
}

/** A page's entry in the list: a table row on a wide screen, a card of the list on a phone. */
const listEntry = (page: Page, path: string) =>
  page
    .getByRole("row")
    .or(page.getByRole("listitem"))
    .filter({ has: page.getByRole("link", { name: path, exact: true }) });

/** The Total the editor computed for the table's only column. */
const total = (page: Page) =>
  page
    .getByRole("table", { name: /Totals/ })
    .getByRole("row", { name: /Total/ })
    .getByRole("cell")
    .innerText();

/** The served HTML of a console page (with this browser's session) passes the Nu HTML Checker. */
async function expectValidHtml(page: Page, url: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-console-pages-"));
  try {
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, await (await page.context().request.get(url)).text());
    const errors = await checkHtmlFiles([file]);
    expect(errors.map((error) => `${error.lastLine}: ${error.message}`)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the console's pages section", () => {
  // The journeys publish on the shared server: the public pages go back to the site's own content after them.
  afterAll(() => republishFirstRevisions(["/bcafees", "/privacy-policy"]));
  const browser = useBrowser();

  it("an editor changes the BCA fee table's second row at phone width, sees the new total, saves and publishes", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    await signedIn(page, "editor");
    expect(await openPageFromList(page, "/bcafees")).toBe("1 page");
    await page.getByRole("link", { name: "Edit the fee table" }).click();
    await page.getByRole("heading", { level: 1, name: "Fee table of /bcafees" }).waitFor();
    expect(await total(page)).toBe("40000.00");

    const amount = page.getByRole("group", { name: "Row 2: Development" }).getByLabel("Amount", { exact: true });
    await amount.fill("6000");
    await expect.poll(() => total(page)).toBe("41000.00");
    await page.getByLabel("Note for this revision (optional)").fill("Development fee for 2027");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page.getByRole("status").filter({ hasText: "Saved as revision 2, a draft." }).waitFor();
    await expect.poll(() => amount.inputValue()).toBe("6000.00");
    expect(await total(page)).toBe("41000.00");
    expect(await layoutAndAxeFailures(page, "fee editor at 360 px")).toEqual([]);
    await expectValidHtml(page, page.url());

    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByRole("button", { name: "Publish revision 2 now" }).click();
    await page.getByRole("status").filter({ hasText: "Published revision 2." }).waitFor();
    const published = page.getByRole("row").filter({ hasText: "Development fee for 2027" });
    await published.getByText("published", { exact: true }).waitFor();

    await page.getByRole("link", { name: "All pages" }).click();
    const row = listEntry(page, "/bcafees");
    await row.getByText("published", { exact: true }).waitFor();
    await expect.poll(() => row.innerText()).toContain("by Test editor");
    expect(await row.innerText()).not.toContain("newer draft not published");
    expect(await layoutAndAxeFailures(page, "page list at 360 px")).toEqual([]);
    await closePage(opened);
  });

  it("a second editor's stale save is refused, storing nothing, and keeps what they typed", async () => {
    const first = await openPage(browser(), "/admin/login", DESKTOP);
    const second = await openPage(browser(), "/admin/login", DESKTOP);
    for (const { page } of [first, second]) {
      await signedIn(page, "editor");
      await openPageFromList(page, "/bcafees");
      await page.getByRole("link", { name: "Edit the fee table" }).click();
      await page.getByRole("heading", { level: 1, name: "Fee table of /bcafees" }).waitFor();
    }
    // The first editor saves while the second is still typing.
    await first.page
      .getByRole("group", { name: /^Row 3:/ })
      .getByLabel("Amount", { exact: true })
      .fill("2500.00");
    await first.page.getByRole("button", { name: "Save as a draft" }).click();
    await first.page.getByRole("status").filter({ hasText: "Saved as revision 3" }).waitFor();

    const tuition = second.page.getByRole("group", { name: "Row 1: Tuition" }).getByLabel("Amount", { exact: true });
    await tuition.fill("31000.00");
    await second.page.getByRole("button", { name: "Save as a draft" }).click();
    const refusal = second.page.getByRole("alert").filter({ hasText: "Nothing was saved" });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("someone saved revision 3");
    expect(await refusal.innerText()).toContain("row 3, Amount");
    expect(await tuition.inputValue()).toBe("31000.00");
    const admission = second.page.getByRole("group", { name: /^Row 3:/ }).getByLabel("Amount", { exact: true });
    expect(await admission.inputValue()).toBe("2500.00");

    const database = serverDatabase();
    const [bca] = await listPages(database.db, { search: "/bcafees" });
    const latest = await getRevision(database.db, bca!.id, bca!.latestRevision);
    await database.db.destroy();
    expect(latest?.revision).toBe(3);
    expect((latest?.document as { rows: { cells: string[] }[] }).rows[0]!.cells[0]).toBe("30900.00");

    // Told what changed, the second editor saves again: a new revision with both editors' changes.
    await second.page.getByRole("button", { name: "Save as a draft" }).click();
    await second.page.getByRole("status").filter({ hasText: "Saved as revision 4" }).waitFor();
    await expect.poll(() => total(second.page)).toBe("41600.00");
    await closePage(first);
    // The refused save answers 409 Conflict, which the browser logs.
    await closePage(second, [/status of 409/]);
  });

  it("compares two revisions of /privacy-policy field by field and restores the old one as a draft", async () => {
    const database = serverDatabase();
    const [policy] = await listPages(database.db, { search: "/privacy-policy" });
    const first = await getRevision(database.db, policy!.id, 1);
    const changed = { ...(first!.document as object), title: "Privacy and Data Policy" };
    await saveDraft(
      database,
      { pageId: policy!.id, baseRevision: 1, document: changed, note: "New title" },
      {
        userId: null,
        email: null,
      },
    );
    await database.db.destroy();

    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "editor");
    await openPageFromList(page, "/privacy-policy");
    const compare = page.getByRole("form", { name: "Compare revisions" });
    await compare.getByLabel("Before (revision)").selectOption("1");
    await compare.getByLabel("After (revision)").selectOption("2");
    await compare.getByRole("button", { name: "Compare" }).click();
    const changes = page.getByRole("table", { name: "Fields changed from revision 1 to revision 2" });
    const title = changes.getByRole("row", { name: /^title/ });
    await title.waitFor();
    expect(await title.getByRole("cell").allInnerTexts()).toEqual(["Privacy Policy", "Privacy and Data Policy"]);

    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("alert").filter({ hasText: "cannot be unpublished" }).waitFor();

    await page.getByRole("button", { name: "Restore revision 1 as a new draft" }).click();
    await page.getByRole("status").filter({ hasText: "Revision 1 is restored as revision 3, a draft." }).waitFor();
    await page.getByRole("cell", { name: "Restored from revision 1" }).waitFor();
    await compare.getByLabel("Before (revision)").selectOption("1");
    await compare.getByLabel("After (revision)").selectOption("3");
    await compare.getByRole("button", { name: "Compare" }).click();
    await page.getByText("Revisions 1 and 3 have the same content.").waitFor();
    // The refused unpublish answers 409 Conflict, which the browser logs.
    await closePage(opened, [/status of 409/]);
  });

  it("without JavaScript, rows move, are added and removed by posts that store nothing, and a bad save is refused beside the field", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    const { page } = opened;
    await signedIn(page, "editor");
    await openPageFromList(page, "/diploma-professionalsfees");
    await page.getByRole("link", { name: "Edit the fee table" }).click();
    await page.getByRole("heading", { level: 1, name: "Fee table of /diploma-professionalsfees" }).waitFor();
    await page.getByRole("button", { name: "Move row 2 up" }).click();
    await page.getByRole("group", { name: "Row 1: Development" }).waitFor();
    await page.getByRole("group", { name: "Row 2: Tuition" }).waitFor();
    // The moved row's button keeps the focus, for a keyboard user moving it further.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Move row 1 down");
    await page.getByRole("button", { name: "Add a row" }).click();
    const added = page.getByRole("group", { name: "Row 9" });
    await added.getByLabel("Fee", { exact: true }).fill("Library");
    await added.getByLabel("Amount", { exact: true }).fill("3OO");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page.getByRole("alert").filter({ hasText: "Nothing was saved" }).waitFor();
    const bad = page.getByRole("group", { name: "Row 9: Library" }).getByLabel("Amount", { exact: true });
    await expect.poll(() => fieldError(bad)).toContain("Enter rupees with two decimals");
    expect(await bad.inputValue()).toBe("3OO");
    await page.getByRole("button", { name: "Remove row 9" }).click();
    await page.getByRole("status").filter({ hasText: "not saved yet" }).waitFor();
    expect(await page.getByRole("group", { name: /^Row 9/ }).count()).toBe(0);
    // Totals are computed by the server when the page is drawn; "Miscellaneous" is a note and adds nothing.
    expect(await total(page)).toBe("37870.00");

    const database = serverDatabase();
    const [fees] = await listPages(database.db, { search: "/diploma-professionalsfees" });
    await database.db.destroy();
    expect(fees?.latestRevision).toBe(1);
    await closePage(opened, [/status of 400/]);
  });

  it("a clerk of the admissions office gets 403 from the pages section and no link to it", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "admissions");
    expect(await page.getByRole("navigation", { name: CONSOLE_NAV }).getByRole("link", { name: "Pages" }).count()).toBe(
      0,
    );
    for (const path of ["/admin/pages", "/admin/pages/1", "/admin/pages/1/fees"]) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status()).toBe(403);
      await page.getByRole("heading", { name: "No access" }).waitFor();
    }
    await closePage(opened, [/status of 403/]);
  });
});

beforeAll(() => {
  // The journeys assume the pages as a new database starts with them (db/seed/page-documents.ts).
  expect(baseUrl()).toMatch(/^http:/);
});
