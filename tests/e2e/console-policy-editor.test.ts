import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { republishFirstRevisions } from "./support/page-documents.ts";
import { createStaff, openPageFromList, signIn } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

/** Signs in as an editor and opens a policy page's text editor from the page list, as a person would. */
async function openTextEditor(page: Page, path: string, search?: string) {
  await signIn(page, await createStaff("editor"));
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  expect(await openPageFromList(page, path, search)).toBe("1 page");
  await page.getByRole("link", { name: "Edit the text" }).click();
  await page.getByRole("heading", { level: 1, name: `Text of ${path}` }).waitFor();
}

/** The served HTML of a page (with this browser's session) passes the Nu HTML Checker. */
async function expectValidHtml(page: Page, url: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-policy-editor-"));
  try {
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, await (await page.context().request.get(url)).text());
    const errors = await checkHtmlFiles([file]);
    expect(errors.map((error) => `${error.lastLine}: ${error.message}`)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many blocks section 1 has now. */
const blocksOfSectionOne = (page: Page) => page.getByRole("group", { name: /^Section 1, block \d+:/ }).count();

/** The text of the focused element: where a keyboard user is. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

/** Presses Tab until the named button has the focus, as a keyboard user would (at most `limit` times). */
async function tabTo(page: Page, name: string, limit = 400) {
  for (let presses = 0; presses < limit; presses += 1) {
    if ((await focused(page)) === name) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${name}`);
}

describe("the console's policy-text editor and previews", () => {
  // The journeys publish on the shared server: the public pages go back to the site's own content after them.
  afterAll(() => republishFirstRevisions(["/terms-condition", "/refund-cancle", "/notice"]));
  const browser = useBrowser();

  it("an editor adds a paragraph with an emphasised, linked phrase, previews the draft privately, then publishes it for all", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await openTextEditor(page, "/terms-condition");
    const before = await blocksOfSectionOne(page);
    await page.getByLabel("Type of the new block in section 1").selectOption("paragraph");
    await page.getByRole("button", { name: "Add a block to section 1" }).click();
    const block = page.getByRole("group", { name: `Section 1, block ${before + 1}: Paragraph` });
    await block.waitFor();
    await block.getByLabel("Text, piece 1").fill("Before applying, read our ");
    await block.getByRole("button", { name: "Add a piece of text" }).click();
    await block.getByLabel("Text, piece 2").fill("privacy policy");
    await block.getByRole("checkbox", { name: "Emphasis" }).nth(1).check();
    await block.getByLabel("Link (optional)").nth(1).fill("/privacy-policy");
    await block.getByRole("button", { name: "Add a piece of text" }).click();
    await block.getByLabel("Text, piece 3").fill(" in full.");
    await page.getByLabel("Note for this revision (optional)").fill("A pointer to the whole policy");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    const saved = page.getByRole("status").filter({ hasText: /^Saved as revision \d+, a draft/ });
    await saved.waitFor();
    const revision = /revision (\d+)/.exec(await saved.innerText())![1]!;
    expect(await layoutAndAxeFailures(page, "policy editor at 1280 px")).toEqual([]);
    await expectValidHtml(page, page.url());

    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByLabel("Revision to preview").selectOption(revision);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page.getByText(`Preview of revision ${revision} — not published`).waitFor();
    const link = page.getByRole("main").getByRole("link", { name: "privacy policy" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe("/privacy-policy");
    expect(await link.locator("em").innerText()).toBe("privacy policy");
    await page.getByText("Before applying, read our privacy policy in full.").waitFor();
    expect(await layoutAndAxeFailures(page, "preview at 1280 px")).toEqual([]);
    await expectValidHtml(page, page.url());
    // On a phone too: the preview is the public page as a visitor's phone would draw it.
    await page.setViewportSize(PHONE);
    await page.getByText(`Preview of revision ${revision} — not published`).waitFor();
    expect(await layoutAndAxeFailures(page, "preview at 360 px")).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // The link is private and short-lived: never cached, never indexed; an unknown one is 404.
    const previewUrl = page.url();
    expect(new URL(previewUrl).pathname).toMatch(/^\/admin\/preview\/[\w-]{43}$/);
    const answer = await page.context().request.get(previewUrl);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(await answer.text()).toContain('<meta name="robots" content="noindex"/>');
    expect((await page.context().request.get(`${baseUrl()}/admin/preview/${"x".repeat(43)}`)).status()).toBe(404);

    // The public does not see the draft.
    const publicPage = await page.context().request.get(`${baseUrl()}/terms-condition`);
    expect(await publicPage.text()).not.toContain("Before applying, read our");

    await page.goBack();
    await page.getByRole("button", { name: `Publish revision ${revision} now` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Published revision ${revision}.` })
      .waitFor();
    // Published: the public page shows it at once (the page cache drops the stale copy in every process).
    await expect
      .poll(
        async () =>
          (await (await page.context().request.get(`${baseUrl()}/terms-condition`)).text()).includes(
            "Before applying, read our",
          ),
        { timeout: 5_000 },
      )
      .toBe(true);
    await closePage(opened);
  });

  it("markup typed in a field is shown as text and a javascript: link is refused: nothing runs", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await openTextEditor(page, "/refund-cancle", "refund");
    const before = await blocksOfSectionOne(page);
    await page.getByRole("button", { name: "Add a block to section 1" }).click();
    const block = page.getByRole("group", { name: `Section 1, block ${before + 1}: Paragraph` });
    const typed = '<script>window.ran = true</script><img src=x onerror="window.ran = true">';
    await block.getByLabel("Text, piece 1").fill(typed);
    await block.getByLabel("Link (optional)").fill("javascript:window.ran=true");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page.getByRole("alert").filter({ hasText: "Nothing was saved" }).waitFor();
    const link = block.getByLabel("Link (optional)");
    await expect.poll(() => link.getAttribute("aria-invalid")).toBe("true");
    await link.fill("");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    const saved = page.getByRole("status").filter({ hasText: /^Saved as revision \d+, a draft/ });
    await saved.waitFor();
    const revision = /revision (\d+)/.exec(await saved.innerText())![1]!;

    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByLabel("Revision to preview").selectOption(revision);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page.getByText(`Preview of revision ${revision} — not published`).waitFor();
    await page.getByRole("main").getByText(typed).waitFor();
    expect(await page.evaluate(() => (window as unknown as { ran?: boolean }).ran)).toBeUndefined();
    expect(await page.locator("main script, main img[onerror], a[href^='javascript']").count()).toBe(0);
    // The refused save answers 400, which the browser logs.
    await closePage(opened, [/status of 400/]);
  });

  it("by keyboard alone at 360 px, an editor adds a block and moves it up, the focus following it", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    await openTextEditor(page, "/notice", "/notice");
    const before = await blocksOfSectionOne(page);
    await tabTo(page, "Add a block to section 1");
    await page.keyboard.press("Enter");
    await page.getByRole("group", { name: `Section 1, block ${before + 1}: Paragraph` }).waitFor();
    // The new block's first field has the focus: the editor types at once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe(`sections[0].blocks[${before}].text[0].text`);
    await page.keyboard.type("Moved by keyboard.");
    await tabTo(page, `Move block ${before + 1} up`);
    await page.keyboard.press("Enter");
    const moved = page.getByRole("group", { name: `Section 1, block ${before}: Paragraph` });
    await expect.poll(() => moved.getByLabel("Text, piece 1").inputValue()).toBe("Moved by keyboard.");
    const stillFocused = before === 1 ? `Move block 1 down` : `Move block ${before} up`;
    await expect.poll(() => focused(page)).toBe(stillFocused);
    expect(await layoutAndAxeFailures(page, "policy editor at 360 px")).toEqual([]);
    await closePage(opened);
  });

  it("without JavaScript, a block is added by a post that stores nothing, then saved", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    const { page } = opened;
    await openTextEditor(page, "/terms-condition");
    const before = await blocksOfSectionOne(page);
    await page.getByLabel("Type of the new block in section 1").selectOption("list");
    await page.getByRole("button", { name: "Add a block to section 1" }).click();
    await page.getByRole("status").filter({ hasText: "not saved yet" }).waitFor();
    const list = page.getByRole("group", { name: `Section 1, block ${before + 1}: List` });
    await list.getByLabel("Text, piece 1").fill("Fees once paid are refunded only as the rules below say.");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^Saved as revision \d+, a draft/ })
      .waitFor();
    await closePage(opened);
  });
});
