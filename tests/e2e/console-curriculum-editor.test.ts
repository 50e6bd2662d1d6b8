import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { listPages } from "../../app/models/page-list.server.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { republishFirstRevisions } from "./support/page-documents.ts";
import { createStaff, openPageFromList, serverDatabase, signIn } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

/** Signs in as an editor and opens a page's curriculum editor from the page list, at one of its semesters. */
async function openCurriculum(page: Page, path: string, semester: string) {
  await signIn(page, await createStaff("editor"));
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  await openPageFromList(page, path);
  await page.getByRole("link", { name: "Edit the curriculum" }).click();
  await page.getByRole("heading", { level: 1, name: `Curriculum of ${path}` }).waitFor();
  await page.getByRole("navigation", { name: "Semesters" }).getByRole("link", { name: semester }).click();
  await page.getByRole("heading", { level: 2, name: `${semester}: rows of the table` }).waitFor();
}

/** A computed figure of the semester's Total row, by its term ("Hours a week"). */
const totalOf = (page: Page, term: string) =>
  page.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd").innerText();

/** The served HTML of a console page (with this browser's session) passes the Nu HTML Checker. */
async function expectValidHtml(page: Page, url: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-curriculum-editor-"));
  try {
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, await (await page.context().request.get(url)).text());
    const errors = await checkHtmlFiles([file]);
    expect(errors.map((error) => `${error.lastLine}: ${error.message}`)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const latestRevisionOf = async (path: string) => {
  const database = serverDatabase();
  const [entry] = await listPages(database.db, { search: path });
  await database.db.destroy();
  return entry?.latestRevision;
};

describe("the console's curriculum editor", () => {
  // The journeys publish on the shared server: the public pages go back to the site's own content after them.
  afterAll(() => republishFirstRevisions(["/civil", "/electrical"]));
  const browser = useBrowser();

  it("an editor adds a subject to Civil's 3rd semester, sees the totals computed, saves, publishes and compares", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await openCurriculum(page, "/civil", "3rd Semester");
    expect(await totalOf(page, "Hours a week")).toBe("35");

    await page.getByRole("button", { name: "Add a subject" }).click();
    const added = page.getByRole("group", { name: "Row 7, subject" });
    await added.getByLabel("Subject", { exact: true }).fill("Surveying Camp");
    await added.getByLabel("Abbreviation").fill("SUC");
    await added.getByLabel("Code").fill("32107");
    await added.getByLabel("Practical (PR)").fill("2");
    await added.getByLabel("TW maximum").fill("25");
    await added.getByLabel("TW minimum").fill("10");
    // With JavaScript the Total row follows each keystroke; it is never a field.
    await expect.poll(() => totalOf(page, "Hours a week")).toBe("37");
    await expect.poll(() => totalOf(page, "Total marks")).toBe("875");
    await page.getByLabel("Note for this revision (optional)").fill("Surveying camp from 2027");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page.getByRole("status").filter({ hasText: "Saved as revision 2, a draft." }).waitFor();
    await page.getByRole("group", { name: "Row 7, subject: Surveying Camp" }).waitFor();

    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByRole("button", { name: "Publish revision 2 now" }).click();
    await page.getByRole("status").filter({ hasText: "Published revision 2." }).waitFor();
    const compare = page.getByRole("form", { name: "Compare revisions" });
    await compare.getByLabel("Before (revision)").selectOption("1");
    await compare.getByLabel("After (revision)").selectOption("2");
    await compare.getByRole("button", { name: "Compare" }).click();
    const changes = page.getByRole("table", { name: "Fields changed from revision 1 to revision 2" });
    await changes.getByRole("row").filter({ hasText: "Surveying Camp" }).first().waitFor();
    expect(await changes.innerText()).toContain("32107");
    await closePage(opened);
  });

  it("without JavaScript, an elective option is added and removed by posts that store nothing", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    const { page } = opened;
    await openCurriculum(page, "/electrical", "5th Semester");
    const elective = page.getByRole("group", { name: "Row 3, “Any One” group: Elective-I" });
    await elective.getByRole("group", { name: "Option 3: Electric Traction" }).waitFor();
    await page.getByRole("button", { name: "Add an option to row 3" }).click();
    await page.getByRole("status").filter({ hasText: "not saved yet" }).waitFor();
    const fresh = elective.getByRole("group", { name: "Option 4", exact: true });
    await fresh.getByLabel("Subject", { exact: true }).fill("Smart Grid");
    await page.getByRole("button", { name: "Recalculate totals" }).click();
    await elective.getByRole("group", { name: "Option 4: Smart Grid" }).waitFor();
    await page.getByRole("button", { name: "Remove option 4 of row 3" }).click();
    await page.getByRole("status").filter({ hasText: "not saved yet" }).waitFor();
    await expect.poll(() => elective.getByRole("group", { name: /^Option \d/ }).count()).toBe(3);
    expect(await page.getByText("Smart Grid").count()).toBe(0);
    expect(await latestRevisionOf("/electrical")).toBe(1);
    await closePage(opened);
  });

  it("by keyboard alone at 360 px, a row moves down and its button keeps the focus", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    await openCurriculum(page, "/mechanical", "3rd Semester");
    const firstTitle = await page
      .getByRole("group", { name: /^Row 1, subject: / })
      .getByLabel("Subject", { exact: true })
      .first()
      .inputValue();
    // Tab from the top of the form to the first row's "Move down" button, as a keyboard user would.
    await page.getByRole("button", { name: "Recalculate totals" }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    for (let presses = 0; presses < 40 && (await focused()) !== "Move row 1 down"; presses++) {
      await page.keyboard.press("Tab");
    }
    expect(await focused()).toBe("Move row 1 down");
    await page.keyboard.press("Enter");
    await page.getByRole("group", { name: `Row 2, subject: ${firstTitle}` }).waitFor();
    // The moved row's button keeps the focus, so pressing Enter again would move it further.
    await expect.poll(focused).toBe("Move row 2 down");
    expect(await layoutAndAxeFailures(page, "curriculum editor at 360 px")).toEqual([]);
    await expectValidHtml(page, page.url());
    expect(await latestRevisionOf("/mechanical")).toBe(1);
    await closePage(opened);
  });

  it("a clerk of the admissions office gets 403 from the curriculum editor", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admissions"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    const response = await page.goto(`${baseUrl()}/admin/pages/1/curriculum`);
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: "No access" }).waitFor();
    await closePage(opened, [/status of 403/]);
  });
});
