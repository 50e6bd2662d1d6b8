import fs from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";

declare global {
  interface Window {
    axe?: { run(context: Document | { include: string[][] }, options: object): Promise<AxeResults> };
  }
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rules the site is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * What axe-core finds against WCAG 2.2 A/AA in the page as it is shown now. axe runs in the page itself, from its
 * own source: @axe-core/playwright's `analyze()` also injects it into every frame and then opens a second page to
 * join the frames' results, about 3 s more per check on two cores, and the site draws no frames (a page that has one
 * is refused here rather than half checked). Like every axe integration, it needs JavaScript on in the page.
 * `within` (a CSS selector) checks only that part of the page.
 */
export async function axeViolations(page: Page, within?: string): Promise<Result[]> {
  const frames = await page.locator("iframe, frame, object, embed").count();
  if (frames) throw new Error(`${page.url()} has ${frames} frame(s): axeViolations checks the top document only`);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ({ tags, selector }) =>
      window.axe!.run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      }),
    { tags: WCAG_TAGS, selector: within },
  );
  return results.violations;
}
