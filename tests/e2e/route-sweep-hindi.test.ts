import { describe, expect, it } from "vitest";
import { hi } from "~/messages/hi.ts";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  layoutAndAxeFailures,
  layoutShiftFailures,
  openPage,
  scriptBudgetFailures,
  useBrowser,
} from "./support/pages.ts";
import { latinWords } from "./support/latin-text.ts";
import { UNKNOWN_PATH, alternatesOf, expectedAlternates, sitePaths } from "./support/route-sweep.ts";

const { hindi: allHindi } = await sitePaths();

/*
 * Every Hindi page (decision 056). The markup is the English page's (tests/e2e/route-sweep.test.ts) and only the
 * text differs, so axe runs at phone width only (where longer Hindi words would first break a layout); at desktop
 * width the page is opened again for its overflow, its own layout shift (the Devanagari font, longer words) and the
 * script it fetches there.
 */
describe("route sweep: every Hindi page", () => {
  const browser = useBrowser();
  const seenHindi = new Map<string, { title: string; description: string }>();
  it.concurrent.for(allHindi)(
    "%s (Hindi) passes status, lang, meta, breadcrumb, layout shift, script budget, axe at 360 px, Latin-script text and overflow checks",
    async (pagePath, { expect }) => {
      const isUnknown = pagePath === `/hi${UNKNOWN_PATH}`;
      const failures: string[] = [];
      const opened = await openPage(browser(), pagePath, PHONE);
      const { page } = opened;
      if (opened.status !== (isUnknown ? 404 : 200)) failures.push(`status ${opened.status}`);
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== "hi") failures.push(`lang ${lang}`);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      if (!title) failures.push("no title");
      if (!isUnknown && description.length < 30) failures.push("description missing or too short");
      const canonicals = await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      if (canonicals.length !== 1 || canonicals[0] !== `${baseUrl()}${pagePath}`)
        failures.push(`canonical ${JSON.stringify(canonicals)}`);
      const alternates = await alternatesOf(page);
      if (JSON.stringify(alternates) !== JSON.stringify(expectedAlternates(pagePath)))
        failures.push(`alternates ${JSON.stringify(alternates)}`);
      if (pagePath !== "/hi") {
        const crumb = page.getByRole("navigation", { name: hi["breadcrumb.label"] });
        if ((await crumb.count()) !== 1) failures.push("no breadcrumb");
        else if ((await crumb.getByRole("link", { name: hi["breadcrumb.home"] }).getAttribute("href")) !== "/hi")
          failures.push("breadcrumb lacks the Hindi home page");
      }
      await page.waitForLoadState("networkidle");
      failures.push(...(await layoutShiftFailures(page, "@360")));
      failures.push(...(await scriptBudgetFailures(page, pagePath, "@360")));
      failures.push(...(await layoutAndAxeFailures(page, "@360")));
      const latin = await latinWords(page);
      if (latin.length) failures.push(`Latin-script words outside lang="en": ${latin.join(", ")}`);
      if (!isUnknown) seenHindi.set(pagePath, { title, description });
      const errors = opened.errors.filter((error) => !(isUnknown && /status of 404/.test(error)));
      if (errors.length) failures.push(errors.join("; "));
      await page.context().close();
      const desktop = await openPage(browser(), pagePath, DESKTOP);
      await desktop.page.waitForLoadState("networkidle");
      failures.push(...(await layoutShiftFailures(desktop.page, "@1280")));
      failures.push(...(await scriptBudgetFailures(desktop.page, pagePath, "@1280")));
      const overflow = await desktop.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) failures.push(`@1280: page is ${overflow}px wider than the screen`);
      await desktop.page.context().close();
      expect(failures).toEqual([]);
    },
  );

  it("gives every Hindi page its own title", () => {
    const titles = [...seenHindi.values()].map((meta) => meta.title);
    expect(titles.length).toBe(allHindi.length - 1);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });
});
