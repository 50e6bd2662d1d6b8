import { describe, expect, it } from "vitest";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/pages.ts";

/**
 * A page that hydrates React loads only its own language's catalogue and the parts of it that the page shows
 * (vite.config.ts, app/messages/load-language.ts). A client-side navigation from it to a page that shows other parts
 * must draw that page exactly as the server does: the same title and the same text, in the same language.
 */
describe("client-side navigation brings the texts of the page it opens", () => {
  const browser = useBrowser();

  it.each([
    ["/", "/fees", "a page without React: its tables' texts"],
    ["/gpaward", "/principal", "a page without React named by its own title and description"],
    ["/gpaward", "/", "the home page, whose drawn sections a first load takes from the document (decision 073)"],
    ["/gallery-photo/campus-tour", "/gpcet-form", "the admission form's labels, in English"],
    ["/hi", "/hi/alumni-speaks", "the alumni form's labels, in Hindi"],
    ["/hi/enquiry", "/hi/core-faculty", "a Hindi page without React"],
  ])("from %s to %s: %s", async (from, to) => {
    const opened = await openPage(browser(), from, DESKTOP);
    const { page } = opened;
    const link = page.locator(`a[href="${to}"]`).first();
    const main = page.getByRole("main");
    const before = await main.innerText();
    const titleBefore = await page.title();
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
    await page.waitForURL((url) => url.pathname === to);
    // The address changes before React draws the new page, and the home page's text moves on its own (its
    // carousels): wait for the new title (every page has its own; React draws it with the page) and the new text.
    await expect.poll(() => page.title(), { timeout: 30_000 }).not.toBe(titleBefore);
    await expect.poll(() => main.innerText(), { timeout: 30_000 }).not.toBe(before);
    await main.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    const drawn = { title: await page.title(), text: await main.innerText() };
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);

    await page.reload({ waitUntil: "networkidle" });
    // What hydration adds (the home page's carousels copy their slides and show their buttons) is part of the page.
    await expect.poll(async () => ({ title: await page.title(), text: await main.innerText() })).toEqual(drawn);
    await closePage(opened);
  });
});
