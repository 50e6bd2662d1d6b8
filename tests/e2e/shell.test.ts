import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

/** The shell works alike on a page that hydrates React and on one that ships only the shell script. */
const pages = [
  { kind: "with React", path: "/" },
  { kind: "without React", path: "/civil" },
];

describe.each(pages)("the shell on a page $kind", ({ path }) => {
  const browser = useBrowser();

  it("opens and closes the header menu groups with the keyboard only, one at a time", async () => {
    const opened = await openPage(browser(), path, DESKTOP);
    const { page } = opened;
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const group = nav.getByText("Group", { exact: true });
    const management = nav.getByText("Management", { exact: true });
    const aboutLink = nav.getByRole("link", { name: "About Us" });
    expect(await aboutLink.isVisible()).toBe(false);

    await page.keyboard.press("Tab"); // skip link
    let guard = 0;
    while (!(await group.evaluate((el) => el === document.activeElement)) && guard++ < 40)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await aboutLink.isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    expect(await aboutLink.isVisible()).toBe(false);
    expect(await group.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press("Space");
    await management.focus();
    await page.keyboard.press("Enter");
    expect(await nav.getByRole("link", { name: "Board of Governors" }).isVisible()).toBe(true);
    expect(await aboutLink.isVisible()).toBe(false);
    await closePage(opened);
  });

  it("uses a slide-in panel at 1199 px and below: a dialog, one group open at a time, closed by Escape or a link", async () => {
    const opened = await openPage(browser(), path, { width: 1199, height: 800 });
    const { page } = opened;
    expect(await page.getByRole("navigation", { name: "Main menu" }).first().isVisible()).toBe(false);
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Main menu" });
    expect(await panel.isVisible()).toBe(true);

    await panel.getByText("Group", { exact: true }).click();
    expect(await panel.getByRole("link", { name: "About Us" }).isVisible()).toBe(true);
    await panel.getByText("Management", { exact: true }).click();
    expect(await panel.getByRole("link", { name: "Principal" }).isVisible()).toBe(true);
    expect(await panel.getByRole("link", { name: "About Us" }).isVisible()).toBe(false);

    await page.keyboard.press("Escape");
    expect(await panel.isVisible()).toBe(false);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await panel.getByRole("link", { name: "Home" }).click();
    expect(await panel.isVisible()).toBe(false);
    await closePage(opened);
  });

  it("runs the news ticker, pauses it on hover, on focus and with the Pause button", async () => {
    const opened = await openPage(browser(), path, DESKTOP);
    const { page } = opened;
    const ticker = page.getByRole("region", { name: "Latest News" });
    const state = () => ticker.locator(".ticker-track").evaluate((el) => getComputedStyle(el).animationPlayState);
    const clickElsewhere = () => page.getByRole("contentinfo").getByText("835207").click();
    expect(await state()).toBe("running");
    expect(await ticker.getByText("new", { exact: true }).count()).toBeGreaterThan(0);

    await ticker.getByRole("heading", { name: "Latest News" }).hover();
    expect(await state()).toBe("paused");
    await page.mouse.move(600, 600);
    expect(await state()).toBe("running");

    await ticker.getByRole("link").first().focus();
    expect(await state()).toBe("paused");
    await page.locator("body").focus();

    await ticker.getByRole("button", { name: "Pause" }).click();
    await clickElsewhere();
    expect(await state()).toBe("paused");
    await ticker.getByRole("button", { name: "Play" }).click();
    await clickElsewhere();
    expect(await state()).toBe("running");
    await closePage(opened);
  });

  it("gives the header its scrolled style after 50 px", async () => {
    const opened = await openPage(browser(), path, DESKTOP);
    const { page } = opened;
    const header = page.getByRole("banner");
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
    await page.waitForTimeout(200);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo({ top: 60, behavior: "instant" }));
    await expect.poll(() => header.getAttribute("data-scrolled"), { timeout: 5000 }).toBe("true");
    await closePage(opened);
  });

  it("shows the footer's contact details, links, map on request and copyright year", async () => {
    const opened = await openPage(browser(), path, DESKTOP);
    const footer = opened.page.getByRole("contentinfo");
    const text = await footer.innerText();
    expect(text).toContain("835207");
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(3);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    for (const name of [
      "Home",
      "Gallery",
      "Career",
      "Privacy Policy",
      "Notice",
      "Refund Policy",
      "Contact",
      "Terms & Condition",
      "Fee Structure",
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).count()).toBe(1);
    }
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.getByRole("link", { name: /Back to top/ }).getAttribute("href")).toBe("#top");
    expect(await footer.locator("iframe").count()).toBe(0);
    await footer.getByRole("button", { name: "Show interactive map" }).click();
    expect(await footer.locator("iframe").getAttribute("src")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed/,
    );
    // The map itself cannot load on a machine without internet; only the frame's request may fail.
    await closePage(opened, [/openstreetmap|ERR_/]);
  });
});

describe("the shell", () => {
  const browser = useBrowser();

  it("shows the nested Diploma sub-menu under Course", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const nav = opened.page.getByRole("navigation", { name: "Main menu" });
    await nav.getByText("Course", { exact: true }).click();
    await nav.getByText("Diploma", { exact: true }).click();
    for (const name of ["Civil", "Electrical", "Mechanical", "Mining"]) {
      expect(await nav.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole("link", { name: "BCA", exact: true }).getAttribute("href")).toBe("/BCA");
    await closePage(opened);
  });

  it("keeps keyboard focus inside the open panel", async () => {
    const opened = await openPage(browser(), "/", PHONE);
    const { page } = opened;
    await page.getByRole("button", { name: "Menu" }).click();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("dialog"));
      // Chromium lets focus reach the browser UI after the last element of a modal dialog, never the page behind.
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && !document.activeElement?.closest("dialog"),
      );
      expect(inside || !onPage).toBe(true);
    }
    await closePage(opened);
  });

  it("does not move the ticker for visitors who ask for reduced motion", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { reducedMotion: true });
    const name = await opened.page
      .getByRole("region", { name: "Latest News" })
      .locator(".ticker-track")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
    await closePage(opened);
  });

  it("restores the scroll position on back and starts new pages at the top", async () => {
    const opened = await openPage(browser(), "/", PHONE);
    const { page } = opened;
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: "instant" }));
    await page.waitForTimeout(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Career", exact: true }).click();
    await page.waitForURL("**/career");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await closePage(opened);
  });

  it("answers an unknown path with the 404 page and a way home", async () => {
    const opened = await openPage(browser(), "/no/such/page", PHONE);
    expect(opened.status).toBe(404);
    expect(await opened.page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Page Not Found");
    expect(await opened.page.title()).toContain("Oops! Page Not Found");
    await opened.page.getByRole("link", { name: "Return Home" }).click();
    await opened.page.waitForURL((url) => url.pathname === "/");
    await closePage(opened, [/status of 404/]);
  });
});
