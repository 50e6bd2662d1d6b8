import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSections } from "~/core/auth/staff-sections.ts";
import { axeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { storeGrievance } from "./support/grievances.ts";
import { createStaff, signIn } from "./support/staff.ts";
import { storeApplication, storeOneOfEachEnquiry } from "./support/submissions.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

/** Links inside the page's main area that lead deeper into `prefix`, downloads and attachments left out. */
async function linksUnder(page: Page, prefix: string): Promise<string[]> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return hrefs.filter((href) => href.startsWith(`${prefix}/`) && !/\/(export|photo|attachment)$/.test(href));
}

/** The shape of a console address: the same page for another record has the same shape. */
const shapeOf = (pathname: string) => pathname.replace(/\/\d+(?=\/|$)/g, "/:id");

/**
 * A section's page, the sub-pages it links to (e.g. each list of the content editor, each inbox), and from each of
 * those the first record of every kind of record page, one address per shape.
 */
async function pagesOfSection(page: Page, sectionPath: string): Promise<string[]> {
  const found = new Map<string, string>([[shapeOf(sectionPath), sectionPath]]);
  if (sectionPath === "/admin") return [...found.values()];
  const add = (href: string) => {
    if (!found.has(shapeOf(href))) found.set(shapeOf(href), href);
  };
  await page.goto(`${baseUrl()}${sectionPath}`);
  const landed = new URL(page.url()).pathname;
  add(landed);
  for (const href of await linksUnder(page, sectionPath)) add(href);
  for (const subPage of [...found.values()].filter((href) => href !== sectionPath && !/\d$/.test(href))) {
    await page.goto(`${baseUrl()}${subPage}`);
    for (const href of await linksUnder(page, subPage)) add(href);
  }
  return [...found.values()];
}

/**
 * The signed-in counterpart of the route sweep: every console section (read from the console's own navigation, so a
 * new section is swept without editing this file), plus the first record each section links to, at phone and desktop
 * width, signed in as an admin (who may open them all).
 */
describe("console sweep: every staff page at phone and desktop width", () => {
  const browser = useBrowser();
  const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-console-html-"));
  const swept: string[] = [];

  beforeAll(async () => {
    const now = new Date().toISOString();
    await storeApplication("Sweep Applicant", now);
    await storeOneOfEachEnquiry("Sweep Visitor", now);
    await storeGrievance("Sweep Student");
  });
  afterAll(() => fs.rmSync(htmlDir, { recursive: true, force: true }));

  // Every section, and each person's own account page (reached from the bar, not a section).
  it.each([...staffSections.map((section) => section.to), "/admin/account"])(
    "%s, its sub-pages and a record of each kind pass axe, layout, console and HTML checks",
    async (sectionPath) => {
      const failures: string[] = [];
      // An admin of its own: its two sign-ins (one per width) take the current and the next code, with no wait.
      const account = await createStaff("admin");
      // Found once, at the first width: the links are the same at both.
      let paths: string[] | undefined;
      for (const viewport of [PHONE, DESKTOP]) {
        const opened = await openPage(browser(), "/admin/login", viewport);
        const { page } = opened;
        await signIn(page, account);
        await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
        paths ??= await pagesOfSection(page, sectionPath);
        for (const pagePath of paths) {
          const where = `${pagePath} @${viewport.width}`;
          const response = await page.goto(`${baseUrl()}${pagePath}`);
          if (response?.status() !== 200) failures.push(`${where}: status ${response?.status()}`);
          if ((await page.locator('meta[name="robots"]').getAttribute("content")) !== "noindex")
            failures.push(`${where}: not noindex`);
          if ((await page.getByRole("heading", { level: 1 }).count()) !== 1)
            failures.push(`${where}: not exactly one h1`);
          failures.push(...(await layoutAndAxeFailures(page, where)));
          if (viewport === DESKTOP) {
            const served = await page.context().request.get(`${baseUrl()}${pagePath}`);
            fs.writeFileSync(path.join(htmlDir, `${pagePath.replace(/\W+/g, "_")}.html`), await served.text());
            swept.push(pagePath);
          }
        }
        if (opened.errors.length) failures.push(`@${viewport.width}: ${opened.errors.join("; ")}`);
        await page.context().close();
      }
      expect(failures).toEqual([]);
    },
  );

  it("the sign-in page passes axe at phone and desktop width", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openPage(browser(), "/admin/login", viewport);
      expect((await axeViolations(opened.page)).map((v) => v.id)).toEqual([]);
      fs.writeFileSync(path.join(htmlDir, "admin_login.html"), await (await fetch(`${baseUrl()}/admin/login`)).text());
      await closePage(opened);
    }
  });

  it("sweeps the record pages and sub-pages, not only the sections", () => {
    for (const shape of [
      /^\/admin\/applications\/\d+$/,
      /^\/admin\/inbox\/contact-messages\/\d+$/,
      /^\/admin\/content\/banners$/,
      /^\/admin\/content\/gallery\/\d+$/,
      /^\/admin\/grievances\/\d+$/,
    ]) {
      expect(
        swept.some((p) => shape.test(p)),
        String(shape),
      ).toBe(true);
    }
  });

  // Reads the pages saved by the tests above (tests in a file run in order).
  it("the served HTML of every console page is valid (Nu HTML Checker)", async () => {
    const files = fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file));
    expect(files.length).toBeGreaterThanOrEqual(staffSections.length);
    const errors = await checkHtmlFiles(files);
    expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);
  });
});
