import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { websitePolicyLinks } from "~/core/website-policies.ts";
import { hi } from "~/messages/hi.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";

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
    expect(await header.getAttribute("data-scrolled")).not.toBe("true");
    await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
    await page.waitForTimeout(200);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo({ top: 60, behavior: "instant" }));
    await expect.poll(() => header.getAttribute("data-scrolled"), { timeout: 5000 }).toBe("true");
    await closePage(opened);
  });

  it("moves only what the compositor moves alone, and the news marks stop blinking within five seconds", async () => {
    const opened = await openPage(browser(), path, PHONE);
    const { page } = opened;
    const newMarks = page.getByRole("region", { name: "Latest News" }).getByText("new", { exact: true });
    await expect.poll(() => newMarks.count(), { timeout: 5000 }).toBeGreaterThan(0);
    const animations = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const timing = effect.getComputedTiming();
        const notProperties = new Set(["offset", "computedOffset", "easing", "composite"]);
        return {
          name: (animation as CSSAnimation).animationName,
          properties: [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)))].filter(
            (key) => !notProperties.has(key),
          ),
          runsFor: timing.endTime === Infinity ? Infinity : Number(timing.endTime),
        };
      }),
    );
    expect(animations.map((animation) => animation.name)).toContain("blink");
    for (const animation of animations) {
      // A property the compositor cannot animate makes the page's main thread draw every frame while it runs.
      for (const property of animation.properties) expect(["opacity", "transform"], animation.name).toContain(property);
      if (animation.name === "blink") expect(animation.runsFor).toBeLessThanOrEqual(5000);
    }
    await closePage(opened);
  });

  it("draws its marks and icons with CSS, not with characters the system's text font may lack", async () => {
    // A character missing from the text's font is a search for another font, a round trip to the browser inside the
    // page's first layout (decision 081). Marks are what no one reads: text hidden from assistive technology and
    // content generated by CSS.
    const opened = await openPage(browser(), path, PHONE);
    const marks = await opened.page.evaluate(() => {
      const found: string[] = [];
      for (const element of document.body.querySelectorAll("*")) {
        if (element.matches("[aria-hidden='true']") && !element.parentElement?.closest("[aria-hidden='true']"))
          found.push(element.textContent ?? "");
        for (const pseudo of ["::before", "::after", "::marker"]) {
          const content = getComputedStyle(element, pseudo).content;
          if (content.startsWith('"')) found.push(JSON.parse(content) as string);
        }
      }
      return found.join("");
    });
    // Latin-1, the punctuation of text (– — ‘ ’ “ ” • … ‹ ›), the rupee sign, Devanagari and its joiners.
    const ranges = [
      [0x20, 0x7e],
      [0xa0, 0xff],
      [0x2010, 0x203a],
      [0x20b9, 0x20b9],
      [0x900, 0x97f],
      [0x200c, 0x200d],
    ];
    const inEveryTextFont = (character: string) =>
      /\s/.test(character) ||
      ranges.some(([from, to]) => character.codePointAt(0)! >= from! && character.codePointAt(0)! <= to!);
    expect([...new Set(marks)].filter((character) => !inEveryTextFont(character))).toEqual([]);
    await closePage(opened);
  });

  it("gives the header its scrolled style on a page that opens scrolled: at a fragment, and reloaded", async () => {
    const opened = await openPage(browser(), `${path}#footer-enquiry-form`, DESKTOP);
    const { page } = opened;
    const header = page.getByRole("banner");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(50);
    await expect.poll(() => header.getAttribute("data-scrolled"), { timeout: 5000 }).toBe("true");
    await page.goto(`${baseUrl()}${path}`);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(50);
    await expect.poll(() => header.getAttribute("data-scrolled"), { timeout: 5000 }).toBe("true");
    await closePage(opened);
  });

  it("shows the footer's contact details, links, map on request and copyright year", async () => {
    const opened = await openPage(browser(), path, DESKTOP);
    const footer = opened.page.getByRole("contentinfo");
    const text = await footer.innerText();
    expect(text).toContain("835207");
    // The college's three numbers and its address, and the grievance officer's number and address in the enquiry
    // form's privacy notice (decision 064).
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(4);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(2);
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
    // Links to other websites (the social links) say so, with an icon and in words for screen readers.
    const otherSites = footer.getByRole("link", { name: /\(another website, opens in a new tab\)$/ });
    expect(await otherSites.count()).toBeGreaterThan(0);
    for (const link of await otherSites.all()) expect(await link.locator('svg[aria-hidden="true"]').count()).toBe(1);
    expect(await footer.getByRole("link", { name: "Contact", exact: true }).locator("svg").count()).toBe(0);
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

  it("opens the phone's menu panel without JavaScript, where Menu and Close are links, and hides the map button", async () => {
    const opened = await openPage(browser(), "/fees", PHONE, { javaScript: false });
    const { page } = opened;
    const panel = page.getByRole("dialog", { name: "Main menu" });
    const menuLink = page.getByRole("link", { name: "Menu", exact: true });
    // Only controls that work are shown: no Menu button, which needs the shell script.
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
    expect(await panel.isVisible()).toBe(false);

    await menuLink.click();
    await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
    await panel.getByText("Group", { exact: true }).click();
    await expect.poll(() => panel.getByRole("link", { name: "About Us" }).isVisible(), { timeout: 10_000 }).toBe(true);
    await panel.getByRole("link", { name: "Close menu" }).click();
    await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(false);

    await menuLink.click();
    await panel.getByRole("link", { name: "Home", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("dialog", { name: "Main menu" }).isVisible()).toBe(false);

    // The map needs the shell script to load: its button is hidden, the link to OpenStreetMap stays.
    const footer = page.getByRole("contentinfo");
    expect(await footer.getByRole("button", { name: "Show interactive map" }).isVisible()).toBe(false);
    expect(await footer.getByRole("link", { name: /Open the location in OpenStreetMap/ }).isVisible()).toBe(true);
    await closePage(opened);
  });

  it("stops the news ticker without JavaScript with its Pause switch, until the switch is turned off", async () => {
    const opened = await openPage(browser(), "/fees", DESKTOP, { javaScript: false });
    const { page } = opened;
    const ticker = page.getByRole("region", { name: "Latest News" });
    const state = () => ticker.locator(".ticker-track").evaluate((el) => getComputedStyle(el).animationPlayState);
    const pause = ticker.getByRole("switch", { name: "Pause" });
    // Focus and the pointer elsewhere (the ticker stops while either is on it).
    const clickElsewhere = () => page.getByRole("contentinfo").getByText("835207").click();
    expect(await ticker.getByRole("button", { name: "Pause" }).isVisible()).toBe(false);
    expect(await state()).toBe("running");
    // Turned on with the keyboard: the ticker stays stopped while the switch is on.
    await pause.focus();
    await page.keyboard.press("Space");
    await clickElsewhere();
    expect(await pause.isChecked()).toBe(true);
    expect(await state()).toBe("paused");
    // With the pointer, on the switch's visible words.
    await ticker.locator("label", { hasText: "Pause" }).click();
    await clickElsewhere();
    expect(await pause.isChecked()).toBe(false);
    expect(await state()).toBe("running");
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

  it("keeps the ticker's Pause button out of the moving row, so no link ever lies under it", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    const ticker = page.getByRole("region", { name: "Latest News" });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // The track only moves sideways (translateX), so a link never leaves its row: row and button apart is enough.
      const row = (await ticker.locator(".ticker-viewport").boundingBox())!;
      const button = (await ticker.getByRole("button", { name: "Pause" }).boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(row.y);
      expect(button.width).toBeGreaterThanOrEqual(24);
      expect(button.height).toBeGreaterThanOrEqual(24);
      for (const link of await ticker.locator("a").all()) {
        const box = (await link.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(row.y);
        expect(box.y + box.height).toBeLessThanOrEqual(row.y + row.height);
      }
      const underButton = await page.evaluate(({ x, y }) => document.elementsFromPoint(x, y).map((el) => el.tagName), {
        x: button.x + button.width / 2,
        y: button.y + button.height / 2,
      });
      expect(underButton).not.toContain("A");
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
    // The router scrolls once the new page has rendered, which on a busy machine is well after the address changed.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBeGreaterThan(600);
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

/** The links inside the first element of the HTML that `opening` starts, as a person reads them: name and address. */
function linksInside(html: string, opening: RegExp, closing: string): { name: string; href: string }[] {
  const start = html.search(opening);
  if (start < 0) return [];
  const inner = html.slice(start, html.indexOf(closing, start));
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .trim();
  return [...inner.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: decode(match[1]!),
    name: decode(match[2]!),
  }));
}

/** GIGW 3.0 asks every page to link to these (decision 051). */
const websitePolicies = [
  { name: "Sitemap", href: "/sitemap" },
  { name: "Help", href: "/help" },
  { name: "Accessibility Statement", href: "/accessibility-statement" },
  { name: "Screen Reader Access", href: "/screen-reader-access" },
  { name: "Copyright Policy", href: "/copyright-policy" },
  { name: "Hyperlinking Policy", href: "/hyperlinking-policy" },
  { name: "Content Archival Policy", href: "/content-archival-policy" },
  { name: "Archive", href: "/archive" },
];

/** The same links on a Hindi page (decision 056): Hindi names, Hindi addresses. */
const hindiWebsitePolicies = websitePolicyLinks.map((link) => ({ name: hi[link.label], href: `/hi${link.to}` }));

describe("the website policies in every footer, and the HTML site map", () => {
  it("every page of /sitemap.xml links to them from its footer, and /sitemap links to every one of those pages", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const isHindi = (path: string) => /^\/hi(?:\/|$)/.test(path);
    const paths = all.filter((path) => !isHindi(path));
    const hindiPaths = all.filter(isHindi);
    expect(paths).toEqual(expect.arrayContaining(websitePolicies.map((policy) => policy.href)));
    expect(hindiPaths).toEqual(expect.arrayContaining(hindiWebsitePolicies.map((policy) => policy.href)));

    for (const path of paths) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const footerLinks = linksInside(html, /<nav aria-label="Website policies"/, "</nav>");
      expect(footerLinks, path).toEqual(websitePolicies);
      expect(html.indexOf('aria-label="Website policies"'), path).toBeGreaterThan(html.indexOf("<footer"));
    }
    for (const path of hindiPaths) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const footerLinks = linksInside(html, new RegExp(`<nav aria-label="${hi["footer.policies"]}"`), "</nav>");
      expect(footerLinks, path).toEqual(hindiWebsitePolicies);
    }

    for (const [siteMapPath, listedInIt] of [
      ["/sitemap", paths],
      ["/hi/sitemap", hindiPaths],
    ] as const) {
      const siteMap = await (await fetch(`${baseUrl()}${siteMapPath}`)).text();
      // The site map's own sections, not the breadcrumb above them.
      const listed = linksInside(siteMap, /<section aria-labelledby="sitemap-/, "</main>").filter((link) => link.name);
      const listedPaths = new Set(listed.map((link) => decodeURIComponent(link.href).toLowerCase()));
      for (const path of listedInIt)
        expect(listedPaths.has(decodeURIComponent(path).toLowerCase()), `${siteMapPath}: ${path}`).toBe(true);
    }
  });
});

/** What a visitor sees of the display preferences: the root font size and the page's colours. */
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return [style.color, style.backgroundColor];
  });

describe.each([
  { kind: "with JavaScript", javaScript: true },
  { kind: "without JavaScript", javaScript: false },
])("the display controls $kind", ({ javaScript }) => {
  const browser = useBrowser();

  it("set the largest text and high contrast and keep them on the next page", async () => {
    const opened = await openPage(browser(), "/fees", PHONE, { javaScript });
    const { page } = opened;
    const larger = page.getByRole("button", { name: "A+ larger text" });
    const contrast = page.getByRole("button", { name: "High contrast" });
    expect(await page.getByRole("button", { name: "A normal text size" }).getAttribute("aria-pressed")).toBe("true");
    expect(await larger.getAttribute("aria-pressed")).toBe("false");
    expect(await rootFontSize(page)).toBe("16px");

    await larger.click();
    await expect.poll(() => larger.getAttribute("aria-pressed"), { timeout: 20_000 }).toBe("true");
    expect(new URL(page.url()).pathname).toBe("/fees");
    expect(await rootFontSize(page)).toBe("20px");

    expect(await contrast.getAttribute("aria-pressed")).toBe("false");
    await contrast.click();
    await expect.poll(() => contrast.getAttribute("aria-pressed"), { timeout: 20_000 }).toBe("true");
    expect(await bodyColours(page)).toEqual(["rgb(255, 255, 255)", "rgb(0, 0, 0)"]);

    // Remembered: the next page is drawn with both from its first byte.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/contact-us");
    expect(await rootFontSize(page)).toBe("20px");
    expect(await bodyColours(page)).toEqual(["rgb(255, 255, 255)", "rgb(0, 0, 0)"]);
    expect(await page.getByRole("button", { name: "A+ larger text" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "High contrast" }).getAttribute("aria-pressed")).toBe("true");

    // Back to normal: the normal size and contrast off remove the cookies.
    await page.getByRole("button", { name: "A normal text size" }).click();
    await expect.poll(() => rootFontSize(page), { timeout: 20_000 }).toBe("16px");
    await page.getByRole("button", { name: "High contrast" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "High contrast" }).getAttribute("aria-pressed"), { timeout: 20_000 })
      .toBe("false");
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: "contrast" }));
    await closePage(opened);
  });
});

describe("pages at the largest text and in high contrast", () => {
  const browser = useBrowser();

  // The server draws them alike with and without JavaScript: checked once, with it, as axe runs inside the page.
  it.each([PHONE, DESKTOP])("pass axe (WCAG 2.2 AA) and do not overflow at $width px", async (viewport) => {
    const opened = await openPage(browser(), "/", viewport);
    const { page } = opened;
    await page.getByRole("button", { name: "A+ larger text" }).click();
    await expect.poll(() => rootFontSize(page), { timeout: 20_000 }).toBe("20px");
    await page.getByRole("button", { name: "High contrast" }).click();
    await expect.poll(() => bodyColours(page), { timeout: 20_000 }).toEqual(["rgb(255, 255, 255)", "rgb(0, 0, 0)"]);
    const failures: string[] = [];
    for (const path of ["/", "/fees", "/contact-us"]) {
      await page.goto(new URL(path, page.url()).href);
      failures.push(...(await layoutAndAxeFailures(page, `${path} at ${viewport.width} px, A+ and high contrast`)));
    }
    expect(failures).toEqual([]);
    await closePage(opened);
  });
});
