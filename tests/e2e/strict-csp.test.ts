import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tickerSeconds } from "~/components/shell/ticker-duration.ts";
import { demoAlbums } from "../../db/seed/demo-content.ts";
import { expectToast, fillByLabel } from "./forms-helpers.ts";
import { DESKTOP, type OpenedPage, PHONE, closePage, cspViolations, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, signIn } from "./support/staff.ts";

/**
 * Expects that the page has reported no Content-Security-Policy violation so far. A violation arrives as an event
 * some time after its cause, so one read could come too early: the test plants a violation of its own (a style
 * attribute set from script, which the policy blocks) and polls until the page has reported it; reports are
 * delivered in order, so any earlier violation is in the list by then.
 */
async function expectNoViolations({ page, errors }: OpenedPage) {
  const consoleErrors = errors.length;
  await page.evaluate(() => document.body.setAttribute("style", "outline: 0"));
  await expect.poll(() => cspViolations(page), { timeout: 5_000 }).not.toEqual([]);
  expect(await cspViolations(page)).toEqual([expect.stringMatching(/^style-src-attr blocked inline at /)]);
  // The planted violation's console lines, the browser's and the page listener's, are the test's own.
  await expect.poll(() => errors.length - consoleErrors, { timeout: 5_000 }).toBe(2);
  expect(errors.splice(consoleErrors, 2).every((line) => /inline style|CSP violation: style-src-attr/.test(line))).toBe(
    true,
  );
}

async function enforcedPolicy(opened: OpenedPage): Promise<string> {
  const response = await opened.page.request.get(opened.page.url());
  expect(response.headers()["content-security-policy-report-only"]).toBeUndefined();
  return response.headers()["content-security-policy"] ?? "";
}

/** The loop length of a ticker's track as the browser computes it, and the one its number of items asks for. */
async function tickerLoop(page: Page, track: string, secondsPerItem: number, shortest: number) {
  const locator = page.locator(track);
  const items = await locator.locator(":scope > ul:not(.ticker-copy) > li").count();
  expect(items).toBeGreaterThan(0);
  const computed = await locator.evaluate((element) => getComputedStyle(element).animationDuration);
  return { computed, wanted: `${tickerSeconds(items, secondsPerItem, shortest)}s` };
}

describe("strict Content-Security-Policy in the browser", () => {
  const browser = useBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`home at ${viewport.width} px: no inline style, tickers at their speed, the shell script by its integrity`, async () => {
      const opened = await openPage(browser(), "/", viewport);
      const { page } = opened;
      const csp = await enforcedPolicy(opened);
      expect(csp).toMatch(/^default-src 'none';/);
      expect(csp).not.toContain("unsafe-inline");
      expect(await page.locator("[style]").count()).toBe(0);

      const ticker = await tickerLoop(page, "section:has(#ticker-label) .ticker-track", 8, 20);
      expect(ticker.computed).toBe(ticker.wanted);
      const board = await tickerLoop(page, "section:has(#notice-board) .ticker-track", 4, 15);
      expect(board.computed).toBe(board.wanted);

      // The shell script runs (it pauses the ticker) although it is loaded with integrity="sha384-…".
      const shell = page.locator("script[src*='/assets/shell-']");
      expect(await shell.getAttribute("integrity")).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
      const section = page.locator("section:has(#ticker-label)");
      await section.getByRole("button", { name: "Pause" }).click();
      await expect.poll(() => section.getAttribute("data-paused")).toBe("true");

      await expectNoViolations(opened);
      await closePage(opened);
    });
  }

  it("gallery album: the lightbox opens and resizes without a violation", async () => {
    const album = demoAlbums[0]!;
    const opened = await openPage(browser(), `/gallery-photo/${album.galleryCode}`, DESKTOP);
    const { page } = opened;
    expect(await page.locator("[style]").count()).toBe(0);
    await page.getByRole("button", { name: album.images[1], exact: true }).click();
    const dialog = page.getByRole("dialog", { name: album.title });
    await dialog.getByRole("img").and(page.locator("[style*='opacity: 1']")).waitFor();
    await dialog.getByRole("button", { name: "Next image", exact: true }).click();
    await dialog.getByText(album.images[2]!, { exact: true }).waitFor();
    await expectNoViolations(opened);
    await closePage(opened);
  });

  it("form page: the toast is styled by the toast library's stylesheet, allowed by its hash", async () => {
    const opened = await openPage(browser(), "/contact-us", PHONE);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Send Your Message" });
    await fillByLabel(form, {
      Name: "Sunita Lakra",
      Email: "sunita@example.in",
      Subject: "Hostel for girls",
      "Mobile No": "7004001234",
      Message: "Is there a hostel for girls on the campus?",
    });
    await form.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Success", "Form submitted successfully.");
    // Styled: the toast library's stylesheet (allowed by its hash) places the toast area.
    expect(await page.locator("[data-sonner-toaster]").evaluate((element) => getComputedStyle(element).position)).toBe(
      "fixed",
    );
    await expectNoViolations(opened);
    await closePage(opened);
  });

  it("enquiry form: the captcha widget draws with its own stylesheet, adopted without a violation", async () => {
    const opened = await openPage(browser(), "/enquiry", PHONE);
    const { page } = opened;
    const form = page.getByRole("form", { name: "Request a call back" });
    await form.getByLabel("Name", { exact: true }).focus();
    const checkbox = form.getByRole("checkbox", { name: /not a robot/i });
    await checkbox.waitFor();
    // The widget's stylesheet draws the box (its own rule, with its light-dark() colours intact).
    const border = await checkbox.evaluate((box) => {
      const style = getComputedStyle(box);
      return `${style.borderTopWidth} ${style.borderTopStyle} ${style.width}`;
    });
    expect(border).toBe("1px solid 22px");
    await expectNoViolations(opened);
    await closePage(opened);
  });

  it("console page: signed in, the dashboard and a console form report no violation", async () => {
    const account = await createStaff("editor");
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, account);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    expect(await page.locator("[style]").count()).toBe(0);
    await page.getByRole("link", { name: "News and links", exact: true }).first().click();
    await page.waitForURL(/\/admin\/news/);
    await expectNoViolations(opened);
    await closePage(opened);
  });
});
