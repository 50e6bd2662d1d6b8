import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
import { UNKNOWN_PATH, alternatesOf, expectedAlternates, sitePaths, staticPaths } from "./support/route-sweep.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const { english: all, hindi: allHindi } = await sitePaths();

describe("route sweep: every page at phone and desktop width", () => {
  const browser = useBrowser();
  const seen = new Map<string, { title: string; description: string }>();
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-html-"));
  afterAll(() => fs.rmSync(htmlDir, { recursive: true, force: true }));

  it("the sitemap lists every static page of the route list, in English and in Hindi", async () => {
    for (const p of staticPaths) expect(all).toContain(p);
    for (const p of staticPaths) expect(allHindi).toContain(p === "/" ? "/hi" : `/hi${p}`);
    expect(allHindi.length).toBe(all.length);
  });

  it.concurrent.for(all)(
    "%s passes status, meta, breadcrumb, layout shift, script budget, axe, layout and console checks",
    async (pagePath, { expect }) => {
      const isUnknown = pagePath === UNKNOWN_PATH;
      const failures: string[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        const opened = await openPage(browser(), pagePath, viewport);
        const { page } = opened;
        const where = `@${viewport.width}`;
        if (opened.status !== (isUnknown ? 404 : 200)) failures.push(`${where}: status ${opened.status}`);
        const title = await page.title();
        const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
        const canonicals = await page
          .locator('link[rel="canonical"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        if (!title) failures.push(`${where}: no title`);
        if (!isUnknown && description.length < 30) failures.push(`${where}: description missing or too short`);
        if (canonicals.length !== 1 || canonicals[0] !== `${baseUrl()}${pagePath}`) {
          failures.push(`${where}: canonical ${JSON.stringify(canonicals)}`);
        }
        const alternates = await alternatesOf(page);
        if (JSON.stringify(alternates) !== JSON.stringify(expectedAlternates(pagePath)))
          failures.push(`${where}: alternates ${JSON.stringify(alternates)}`);
        if (pagePath !== "/") {
          const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
          if ((await crumb.count()) !== 1) failures.push(`${where}: no breadcrumb`);
          else if (!(await crumb.getByRole("link", { name: "Home" }).isVisible()))
            failures.push(`${where}: breadcrumb lacks Home`);
        }
        // Nothing that appears after the first paint may push the page about: images, late content, notices.
        await page.waitForLoadState("networkidle");
        failures.push(...(await layoutShiftFailures(page, where)));
        failures.push(...(await scriptBudgetFailures(page, pagePath, where)));
        failures.push(...(await layoutAndAxeFailures(page, where)));
        if (viewport === DESKTOP && !isUnknown) seen.set(pagePath, { title, description });
        const allowed = isUnknown ? [/status of 404/] : [];
        const errors = opened.errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
        if (errors.length) failures.push(`${where}: ${errors.join("; ")}`);
        await page.context().close();
      }
      const html = await (await fetch(`${baseUrl()}${pagePath}`)).text();
      fs.writeFileSync(path.join(htmlDir, `${pagePath.replace(/\W+/g, "_") || "home"}.html`), html);
      expect(failures).toEqual([]);
    },
  );

  it("gives every page its own title and description", () => {
    const titles = [...seen.values()].map((meta) => meta.title);
    const descriptions = [...seen.values()].map((meta) => meta.description);
    expect(titles.length).toBe(all.length - 1);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    expect(descriptions.filter((text, i) => descriptions.indexOf(text) !== i)).toEqual([]);
  });

  // Reads the pages saved by the test above (tests in a file run in order).
  it("the served HTML of every page is valid (Nu HTML Checker)", async () => {
    const files = fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file));
    expect(files.length).toBeGreaterThan(1);
    const errors = await checkHtmlFiles(files);
    expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);
  });
});
