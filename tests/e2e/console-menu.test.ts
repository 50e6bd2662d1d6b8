import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteDocument, findDocumentBySlug } from "../../app/models/documents.server.ts";
import { unpublish } from "../../app/models/page-publishing.server.ts";
import { writeTransaction } from "../../db/client.ts";
import type { MenuItemTable } from "../../db/schema.ts";
import { DESKTOP, PHONE, type OpenedPage, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, serverDatabase, signIn } from "./support/staff.ts";

const LABEL = "Internal Complaints Committee";
const RENAMED = "Complaints Committee";
const HINDI = "शिकायत समिति";

type StoredRow = Omit<MenuItemTable, "id"> & { id: number };

/**
 * An editor changes the header menu in the console, without JavaScript and on a phone's width, and an anonymous
 * visitor sees each change on the next page load (the page cache drops every page at once, decision 044).
 */
describe("the menu editor", () => {
  const browser = useBrowser();
  let editor: OpenedPage;
  let visitor: OpenedPage;
  let saved: StoredRow[] = [];

  beforeAll(async () => {
    const database = serverDatabase();
    saved = await database.db.selectFrom("menu_items").selectAll().execute();
    await database.db.destroy();
  });

  // The e2e server is shared by every journey: the menu goes back to what it was, whatever happened here.
  afterAll(async () => {
    await Promise.all([editor && closePage(editor).catch(() => {}), visitor && closePage(visitor).catch(() => {})]);
    const database = serverDatabase();
    await writeTransaction(database, async (trx) => {
      await trx.deleteFrom("menu_items").execute();
      for (const row of saved) await trx.insertInto("menu_items").values(row).execute();
    });
    await database.db.destroy();
  });

  /** The public header's menu bar, as a visitor who has just loaded a page sees it. */
  const headerMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" }).first();

  /**
   * Loads a public page again until the menu bar shows what `check` waits for (the cache polls every 250 ms). The
   * visitor's page runs no script: the menu is in the served HTML, and a reload stays cheap on a busy machine.
   */
  async function visitorSees(check: (page: Page) => Promise<boolean>) {
    await expect
      .poll(
        async () => {
          await visitor.page.reload({ waitUntil: "domcontentloaded" });
          return check(visitor.page);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
  }

  /** The links inside the header's "Group" group, in order, read from the served HTML. */
  const groupLinks = (page: Page) =>
    headerMenu(page)
      .locator("details")
      .filter({ has: page.getByText("Group", { exact: true }) })
      // A closed group's links are not rendered, so not in the accessibility tree: they are read from the HTML.
      .getByRole("link", { includeHidden: true })
      .allTextContents();

  const itemForm = (label: string) => editor.page.getByRole("form", { name: `Link ${label}`, exact: true });

  it("adds, renames, moves and removes a link, and the public header follows each change at once", async () => {
    visitor = await openPage(browser(), "/civil", DESKTOP, { javaScript: false });
    expect(await groupLinks(visitor.page)).toEqual(expect.arrayContaining(["About Us", "Awards"]));
    expect(await groupLinks(visitor.page)).not.toContain(LABEL);

    editor = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    await signIn(editor.page, await createStaff("editor"));
    await editor.page
      .getByRole("navigation", { name: "Staff console" })
      .getByRole("link", { name: "Menu", exact: true })
      .click();
    await editor.page.getByRole("heading", { level: 1, name: "Menu" }).waitFor();

    // A refused post says why beside each field.
    const add = editor.page.getByRole("region", { name: "Add a link" });
    await add.getByLabel("Address").fill("about-us");
    await add.getByRole("button", { name: "Add link" }).click();
    await expect.poll(() => fieldError(add.getByLabel("Label", { exact: true }))).toContain("Enter a label.");
    await expect.poll(() => fieldError(add.getByLabel("Address"))).toContain("Start with / for a page of this site");

    await add.getByLabel("Label", { exact: true }).fill(LABEL);
    await add.getByLabel("Address").fill("/about-us");
    await add.getByLabel("Where").selectOption({ label: "Header menu, in Group" });
    await add.getByRole("button", { name: "Add link" }).click();
    await editor.page.getByRole("status").filter({ hasText: "The menu is saved" }).waitFor();
    await itemForm(LABEL).waitFor();

    await visitorSees(async (page) => (await groupLinks(page)).at(-1) === LABEL);
    await headerMenu(visitor.page).getByText("Group", { exact: true }).click();
    expect(await headerMenu(visitor.page).getByRole("link", { name: LABEL }).getAttribute("href")).toBe("/about-us");

    // Renamed, and given a Hindi label, which the Hindi page shows in its place.
    await itemForm(LABEL).getByLabel("Label", { exact: true }).fill(RENAMED);
    await itemForm(LABEL).getByLabel("Hindi label").fill(HINDI);
    await itemForm(LABEL).getByRole("button", { name: "Save" }).click();
    await itemForm(RENAMED).waitFor();
    await visitorSees(async (page) => (await groupLinks(page)).at(-1) === RENAMED);
    const hindiPage = new URL("/hi/civil", visitor.page.url());
    await expect.poll(async () => (await (await fetch(hindiPage)).text()).includes(`>${HINDI}</a>`)).toBe(true);

    // One place up: before Awards.
    await itemForm(RENAMED).getByRole("button", { name: "Move up" }).click();
    await editor.page.getByRole("status").filter({ hasText: "The menu is saved" }).waitFor();
    await visitorSees(async (page) => (await groupLinks(page)).slice(-2).join("|") === `${RENAMED}|Awards`);

    // Out of the group: a link of the menu bar itself, just after the group.
    await itemForm(RENAMED).getByRole("button", { name: "Move out of group" }).click();
    await editor.page.getByRole("status").filter({ hasText: "The menu is saved" }).waitFor();
    await visitorSees(async (page) => {
      const bar = (await headerMenu(page).locator(":scope > ul > li").allTextContents()).map((text) => text.trim());
      return bar.indexOf(RENAMED) === bar.findIndex((text) => text.startsWith("GroupAbout Us")) + 1;
    });

    // Removed.
    await itemForm(RENAMED).getByRole("button", { name: "Remove" }).click();
    await itemForm(RENAMED).waitFor({ state: "detached" });
    await visitorSees(async (page) => (await headerMenu(page).getByText(RENAMED).count()) === 0);
    expect(await groupLinks(visitor.page)).not.toContain(LABEL);
    // The refused post above answered 400, which the browser reports; nothing else went wrong on either side.
    await closePage(editor, [/status of 400/]);
    await closePage(visitor);
  });

  it("an editor creates an Internal Complaints Committee page with its PDF, puts it in the menu, and a visitor finds it in the menu and the sitemap without a restart", async () => {
    const run = Date.now().toString(36);
    const pagePath = `/internal-complaints-committee-${run}`;
    const title = `Constitution of the Internal Committee ${run}`;
    const pdf = Buffer.from(`%PDF-1.4\n% committee order ${run}\n%%EOF\n`);
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    const nav = page.getByRole("navigation", { name: "Staff console" });

    // The committee's order, as a PDF in the documents library.
    await nav.getByRole("link", { name: "Documents" }).click();
    const upload = page.getByRole("region", { name: "Upload a new document" });
    await upload.getByLabel("Title", { exact: true }).fill(title);
    await upload
      .getByLabel("PDF file (at most 10 MB)")
      .setInputFiles({ name: "order.pdf", mimeType: "application/pdf", buffer: pdf });
    await upload.getByRole("button", { name: "Upload" }).click();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    const documentAddress = await item.getByRole("link", { name: /^\/documents\// }).innerText();

    // The page, under the About group, with a paragraph that links to the order.
    await nav.getByRole("link", { name: "Pages" }).click();
    await page.getByRole("link", { name: "Add a page" }).click();
    await page
      .getByLabel("Kind of page")
      .selectOption({ label: "Text (headings, paragraphs, lists and small tables)" });
    await page.getByLabel("Address").fill(pagePath);
    await page.getByLabel("Title", { exact: true }).fill("Internal Complaints Committee");
    await page.getByLabel("Menu group").selectOption({ label: "About" });
    // This journey places the link itself in the menu editor, below; creation's own menu link is left out.
    await page.getByRole("checkbox", { name: /Put it in the menu under its group/ }).uncheck();
    await page.getByRole("button", { name: "Create the draft" }).click();
    await page.getByRole("heading", { level: 1, name: `Page ${pagePath}` }).waitFor();
    await page.getByRole("link", { name: "Edit the text" }).click();
    const block = page.getByRole("group", { name: "Section 1, block 1: Paragraph" });
    await block.getByLabel("Text, piece 1").fill("Order constituting the committee");
    await block.getByLabel("Link (optional)").fill(documentAddress);
    await page.getByRole("button", { name: "Save as a draft" }).click();
    const saved = page.getByRole("status").filter({ hasText: /^Saved as revision \d+, a draft/ });
    await saved.waitFor();
    const revision = /revision (\d+)/.exec(await saved.innerText())![1]!;
    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByRole("button", { name: `Publish revision ${revision} now` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Published revision ${revision}.` })
      .waitFor();

    // In the menu, where the About pages are.
    await nav.getByRole("link", { name: "Menu", exact: true }).click();
    const add = page.getByRole("region", { name: "Add a link" });
    await add.getByLabel("Label", { exact: true }).fill(LABEL);
    await add.getByLabel("Address").fill(pagePath);
    await add.getByLabel("Where").selectOption({ label: "Header menu, in Group" });
    await add.getByRole("button", { name: "Add link" }).click();
    await page.getByRole("status").filter({ hasText: "The menu is saved" }).waitFor();
    await closePage(opened);

    // A visitor: the menu leads to the page, the page to its PDF (format and size said), and the sitemap lists it.
    visitor = await openPage(browser(), "/", DESKTOP, { javaScript: false });
    await visitorSees(async (page) => (await groupLinks(page)).includes(LABEL));
    await headerMenu(visitor.page).getByText("Group", { exact: true }).click();
    await headerMenu(visitor.page).getByRole("link", { name: LABEL }).click();
    await visitor.page.getByRole("heading", { level: 1, name: "Internal Complaints Committee" }).waitFor();
    const order = visitor.page.getByRole("link", { name: /^Order constituting the committee \(PDF, / });
    expect(await order.getAttribute("href")).toBe(documentAddress);
    const served = await fetch(new URL(documentAddress, visitor.page.url()));
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const sitemap = await (await fetch(new URL("/sitemap.xml", visitor.page.url()))).text();
    expect(sitemap).toContain(`${pagePath}</loc>`);
    await closePage(visitor);

    // The shared server goes back to what it was: the page unpublished, the document removed (the menu: afterAll).
    const database = serverDatabase();
    try {
      const added = await database.db.selectFrom("pages").select("id").where("path", "=", pagePath).executeTakeFirst();
      if (added) await unpublish(database, added.id, { userId: null, email: null });
      const stored = await findDocumentBySlug(database.db, documentAddress.slice("/documents/".length, -".pdf".length));
      if (stored) await deleteDocument(database.db, stored.id);
    } finally {
      await database.db.destroy();
    }
  });
});
