import { afterAll, describe, expect, it } from "vitest";
import { addPage } from "../../app/models/added-pages.server.ts";
import { publishNow, unpublish } from "../../app/models/page-publishing.server.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, serverDatabase, signIn, signInOverHttp } from "./support/staff.ts";

// An address no other run has used: the shared server keeps its database for the whole e2e run.
const stamp = Date.now().toString(36);
const FIRST = `/e2e-hostel-rules-${stamp}`;
const SECOND = `/hostel/rules-${stamp}`;
const PARAGRAPH = "Visitors leave the hostel by eight in the evening.";
const TABLE_PAGE = `/e2e-nss-unit-${stamp}`;

const get = (path: string, options: { method?: "HEAD" } = {}) =>
  fetch(`${baseUrl()}${path}`, { redirect: "manual", method: options.method ?? "GET" });

/** Status and redirect target of an address. */
const answer = async (path: string, options: { method?: "HEAD" } = {}) => {
  const response = await get(path, options);
  return [response.status, response.headers.get("location")];
};

/**
 * The server runs two processes, and one that did not save a change learns of it within a second (its page cache
 * drops the stale page then): once the answer has changed, every process gives it a second later.
 */
async function everywhere(read: () => Promise<unknown>, expected: unknown) {
  await expect.poll(read, { timeout: 5_000 }).toEqual(expected);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (let i = 0; i < 4; i++) expect(await read()).toEqual(expected);
}

describe("a page an editor adds", () => {
  // The journey publishes on the shared server: the page is unpublished again when it ends, so the sitemap (and the
  // route sweep that reads it) is what every other journey expects.
  afterAll(async () => {
    const database = serverDatabase();
    try {
      const rows = await database.db
        .selectFrom("pages")
        .select("id")
        .where("path", "in", [FIRST, SECOND, TABLE_PAGE])
        .execute();
      for (const { id } of rows) await unpublish(database, id, { userId: null, email: null });
    } finally {
      await database.db.destroy();
    }
  });
  const browser = useBrowser();

  it("is created as a draft, written, published, served and listed without a restart, then moved with a 301", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Pages" }).click();
    await page.getByRole("link", { name: "Add a page" }).click();
    await page.getByRole("heading", { level: 1, name: "Add a page" }).waitFor();

    // An address the spec names is refused beside the field, with what to do.
    await page
      .getByLabel("Kind of page")
      .selectOption({ label: "Text (headings, paragraphs, lists and small tables)" });
    await page.getByLabel("Address").fill("/about-us");
    await page.getByLabel("Title", { exact: true }).fill("Hostel rules");
    await page.getByRole("button", { name: "Create the draft" }).click();
    await page.getByText("This address belongs to a page or section of the site itself; choose another.").waitFor();
    expect(await layoutAndAxeFailures(page, "new page form at 1280 px")).toEqual([]);

    await page.getByLabel("Address").fill(FIRST);
    await page.getByLabel("Menu group").selectOption({ label: "About" });
    await page.getByRole("button", { name: "Create the draft" }).click();
    await page.getByRole("heading", { level: 1, name: `Page ${FIRST}` }).waitFor();
    // A draft: nobody sees it yet, and the menu editor says so of its link.
    expect((await get(FIRST)).status).toBe(404);
    await page.goto(`${baseUrl()}/admin/menu`);
    await page.getByText(`Visitors do not see this link: the page at ${FIRST} is not published.`).waitFor();
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: `Page ${FIRST}` }).waitFor();

    await page.getByRole("link", { name: "Edit the text" }).click();
    await page.getByRole("heading", { level: 1, name: `Text of ${FIRST}` }).waitFor();
    const block = page.getByRole("group", { name: "Section 1, block 1: Paragraph" });
    await block.getByLabel("Text, piece 1").fill(PARAGRAPH);
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

    // An anonymous visitor (a browser context of its own, without the editor's cookie) sees it at its address.
    const visitor = await openPage(browser(), FIRST, DESKTOP);
    await visitor.page.getByRole("heading", { level: 1, name: "Hostel rules" }).waitFor();
    await visitor.page.getByText(PARAGRAPH).waitFor();
    await visitor.page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Hostel rules").waitFor();
    await visitor.page.getByText(/^Last updated/).waitFor();
    expect(await visitor.page.title()).toBe("Hostel rules | GPCET Gumla");
    expect(await visitor.page.locator("link[rel=canonical]").getAttribute("href")).toMatch(new RegExp(`${FIRST}$`));
    expect(await layoutAndAxeFailures(visitor.page, "added page at 1280 px")).toEqual([]);
    await closePage(visitor);
    await expect
      .poll(async () => (await (await get("/sitemap.xml")).text()).includes(`${FIRST}</loc>`), { timeout: 5_000 })
      .toBe(true);

    // The editor changes its address: the old one answers 301 to the new one, the query kept.
    await page.getByRole("link", { name: "Change address" }).click();
    await page.getByLabel("New address").fill(SECOND);
    await page.getByRole("button", { name: "Change the address" }).click();
    await page.getByRole("heading", { level: 1, name: `Page ${SECOND}` }).waitFor();
    await everywhere(() => answer(`${FIRST}?from=poster`), [301, `${SECOND}?from=poster`]);
    expect(await answer(FIRST.toUpperCase(), { method: "HEAD" })).toEqual([301, SECOND]);
    // Served from the page cache once rendered, and dropped from it when the page moves again (below, afterAll).
    await expect.poll(async () => (await get(SECOND)).headers.get("x-page-cache"), { timeout: 5_000 }).toBe("hit");
    expect(await (await get(SECOND)).text()).toContain(PARAGRAPH);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect([sitemap.includes(`${SECOND}</loc>`), sitemap.includes(`${FIRST}</loc>`)]).toEqual([true, false]);

    // Unpublished, the cached copy is dropped at once: the address answers 404 again.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("status").filter({ hasText: "Unpublished." }).waitFor();
    await everywhere(async () => (await get(SECOND)).status, 404);

    // Deleted, after a page that says what deleting does: the address, and the one it moved from, answer 410.
    await page.getByRole("link", { name: "Delete this page" }).click();
    await page.getByRole("heading", { level: 1, name: `Delete ${SECOND}` }).waitFor();
    expect(await layoutAndAxeFailures(page, "delete page at 1280 px")).toEqual([]);
    await page.getByRole("button", { name: "Delete the page" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `The page ${SECOND} was deleted.` })
      .waitFor();
    await everywhere(async () => [(await get(SECOND)).status, (await get(FIRST)).status], [410, 410]);
    await closePage(opened, [/status of 400/]);
  });

  // The route sweeps hold both pages, as every page of the sitemap, to axe, the layout checks and the HTML checker at
  // both widths; here, that they are served with what the demo seeds.
  it.each([
    ["/mandatory-disclosure", "Mandatory Disclosure", "Approved intake by course"],
    ["/committees", "Committees", "1800-180-5522"],
  ])("the demo page %s is served with its sample notice", async (pagePath, title, text) => {
    const opened = await openPage(browser(), pagePath, PHONE);
    const { page } = opened;
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByText(/the college office must check and correct every name/).waitFor();
    await page.getByText(text).first().waitFor();
    await closePage(opened);
  });

  it("a published page of the people-table shape is drawn by the advisory board's component, at 360 px", async () => {
    const database = serverDatabase();
    try {
      const intro = "The National Service Scheme unit of the college and the staff who lead its camps in Gumla.";
      const document = { intro: [intro], members: [{ name: "R. Oraon", affiliation: "Lecturer, Mining Engineering" }] };
      const actor = { userId: null, email: null };
      const page = { path: TABLE_PAGE, shape: "advisory", title: "NSS unit", menuGroup: null, document } as const;
      const made = await addPage(database, page, actor);
      if (!made.ok) throw new Error(made.problem);
      await publishNow(database, made.pageId, actor);
    } finally {
      await database.db.destroy();
    }
    const opened = await openPage(browser(), TABLE_PAGE, PHONE);
    const { page } = opened;
    await page.getByRole("heading", { level: 1, name: "NSS unit" }).waitFor();
    const table = page.getByRole("table", { name: "NSS unit" });
    await table.getByRole("rowheader", { name: "R. Oraon" }).waitFor();
    await table.getByRole("cell", { name: "Lecturer, Mining Engineering" }).waitFor();
    expect(await page.locator("meta[name=description]").getAttribute("content")).toMatch(/^The National Service/);
    expect(await layoutAndAxeFailures(page, "people-table page at 360 px")).toEqual([]);
    await closePage(opened);
  });

  it("is for editors and admins: another role gets 403 from the form and from a post", async () => {
    const cookie = await signInOverHttp(await createStaff("admissions"));
    const headers = { cookie, origin: baseUrl() };
    const page = await fetch(`${baseUrl()}/admin/pages/new`, { headers, redirect: "manual" });
    expect(page.status).toBe(403);
    const body = new URLSearchParams({ shape: "policy", path: `/e2e-refused-${stamp}`, title: "Refused" });
    const posted = await fetch(`${baseUrl()}/admin/pages/new`, { method: "POST", headers, body, redirect: "manual" });
    expect(posted.status).toBe(403);
    // Nor may it delete a page: the confirmation and its post answer 403 (the demo committees page stays).
    const committees = await (async () => {
      const database = serverDatabase();
      try {
        return await database.db.selectFrom("pages").select("id").where("path", "=", "/committees").executeTakeFirst();
      } finally {
        await database.db.destroy();
      }
    })();
    const deleteUrl = `${baseUrl()}/admin/pages/${committees!.id}/delete`;
    expect((await fetch(deleteUrl, { headers, redirect: "manual" })).status).toBe(403);
    const refused = await fetch(deleteUrl, {
      method: "POST",
      headers,
      body: new URLSearchParams(),
      redirect: "manual",
    });
    expect(refused.status).toBe(403);
    expect((await get("/committees")).status).toBe(200);
    expect((await get(`/e2e-refused-${stamp}`)).status).toBe(404);
  });
});
