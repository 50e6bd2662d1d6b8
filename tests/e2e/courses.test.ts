import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { translator } from "~/messages/catalogue.ts";
import { PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";

const SEMESTERS = ["1st Semester", "2nd Semester", "3rd Semester", "4th Semester", "5th Semester", "6th Semester"];

/** The visible tab panel (exactly one is shown at a time). */
const visiblePanel = (page: Page) => page.getByRole("tabpanel");

async function openSemester(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect.poll(() => page.getByRole("tab", { name }).getAttribute("aria-selected")).toBe("true");
}

describe("course pages", () => {
  const browser = useBrowser();

  it("civil: six semester tabs, the 1st selected and only its panel shown", async () => {
    const opened = await openPage(browser(), "/civil");
    const { page } = opened;
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Civil Diploma Engineering");
    const tablist = page.getByRole("tablist", { name: translator("en")("content.curriculum.semesters") });
    expect(await tablist.count()).toBe(1);
    const tabs = tablist.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(SEMESTERS);
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute("aria-selected")))).toEqual([
      "true",
      ...Array(5).fill("false"),
    ]);
    // Roving tabindex: only the selected tab is in the Tab order.
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute("tabindex")))).toEqual([
      "0",
      ...Array(5).fill("-1"),
    ]);

    // Hidden panels are out of the accessibility tree; include them to check there is one per tab.
    const allPanels = page.getByRole("tabpanel", { includeHidden: true });
    expect(await allPanels.count()).toBe(6);
    expect(await visiblePanel(page).count()).toBe(1);
    const first = page.getByRole("tabpanel", { name: "1st Semester" });
    expect(await first.isVisible()).toBe(true);
    for (const name of SEMESTERS.slice(1)) {
      expect(await page.getByRole("tabpanel", { name, includeHidden: true }).isHidden()).toBe(true);
    }

    // The panel's table has exactly the spec's columns, in order.
    const headers = await first.getByRole("columnheader").allTextContents();
    expect(headers).toEqual([
      "#",
      "Subject Title",
      "Abbreviation",
      "Sub Code",
      "Teaching Scheme",
      "Paper HRS",
      "TH (1)",
      "PR (4)",
      "OR (8)",
      "TW (9)",
      "SW (16001)",
    ]);
    const totalRow = first
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Total", exact: true }) });
    expect(await totalRow.count()).toBe(1);
    const totalText = (await totalRow.textContent()) ?? "";
    expect(totalText).toContain("Weekly hours: 35");
    expect(totalText).toContain("Total marks: 775");
    expect(await first.getByText("Max-100, Min-40").count()).toBeGreaterThan(0);
    expect(await first.getByText("Basic Workshop Practice (Any One)").isVisible()).toBe(true);
    await closePage(opened);
  });

  it("civil: arrow keys, Home and End move focus and selection and show the panel", async () => {
    const opened = await openPage(browser(), "/civil");
    const { page } = opened;
    const tab = (name: string) => page.getByRole("tab", { name });
    const isFocused = (name: string) => tab(name).evaluate((element) => element === document.activeElement);

    await tab("1st Semester").focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => isFocused("2nd Semester")).toBe(true);
    expect(await tab("2nd Semester").getAttribute("aria-selected")).toBe("true");
    expect(await tab("1st Semester").getAttribute("aria-selected")).toBe("false");
    expect(await page.getByRole("tabpanel", { name: "2nd Semester" }).isVisible()).toBe(true);
    expect(await page.getByRole("tabpanel", { name: "1st Semester", includeHidden: true }).isHidden()).toBe(true);
    expect(await visiblePanel(page).count()).toBe(1);

    await page.keyboard.press("End");
    await expect.poll(() => isFocused("6th Semester")).toBe(true);
    expect(await tab("6th Semester").getAttribute("aria-selected")).toBe("true");
    expect(await tab("6th Semester").getAttribute("tabindex")).toBe("0");
    expect(await page.getByRole("tabpanel", { name: "6th Semester" }).isVisible()).toBe(true);

    await page.keyboard.press("ArrowRight"); // wraps round to the first
    await expect.poll(() => isFocused("1st Semester")).toBe(true);
    await page.keyboard.press("ArrowLeft"); // and back to the last
    await expect.poll(() => isFocused("6th Semester")).toBe(true);
    await page.keyboard.press("Home");
    await expect.poll(() => isFocused("1st Semester")).toBe(true);
    expect(await page.getByRole("tabpanel", { name: "1st Semester" }).isVisible()).toBe(true);
    await closePage(opened);
  });

  it("civil 6th semester shows the two Any One elective groups", async () => {
    const opened = await openPage(browser(), "/civil");
    const { page } = opened;
    await openSemester(page, "6th Semester");
    const panel = page.getByRole("tabpanel", { name: "6th Semester" });
    expect(await panel.getByText("Elective (CE/CS/CV) (Any One)").isVisible()).toBe(true);
    expect(await panel.getByText("Elective (CR) (Any One)").isVisible()).toBe(true);
    expect(await panel.getByText(/\(Any One\)/).count()).toBe(2);
    // Each option is a row header of its own, with abbreviation and code beside it.
    const option = panel
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Watershed Management" }) });
    expect(await option.textContent()).toContain("WSM");
    expect(await option.textContent()).toContain("62107");
    const totalText = await panel.getByRole("row").filter({ hasText: "Weekly hours" }).textContent();
    expect(totalText).toContain("Total marks: 950");
    await closePage(opened);
  });

  it("mining has exactly three semester tabs and 1350 marks in the 1st", async () => {
    const opened = await openPage(browser(), "/mining", PHONE);
    const { page } = opened;
    expect(await page.getByRole("tab").allTextContents()).toEqual(SEMESTERS.slice(0, 3));
    const panel = page.getByRole("tabpanel", { name: "1st Semester" });
    const totalText = await panel.getByRole("row").filter({ hasText: "Weekly hours" }).textContent();
    expect(totalText).toContain("Weekly hours: 36");
    expect(totalText).toContain("Total marks: 1350");
    // The table scrolls inside its own box on a phone; the page itself does not get wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await closePage(opened);
  });

  it("electrical 5th semester shows Elective-I and Elective-II", async () => {
    const opened = await openPage(browser(), "/electrical");
    const { page } = opened;
    await openSemester(page, "5th Semester");
    const panel = page.getByRole("tabpanel", { name: "5th Semester" });
    expect(await panel.getByText("Elective-I (Any One)", { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText("Elective-II (Any One)", { exact: true }).isVisible()).toBe(true);
    await closePage(opened);
  });

  it("mechanical: six tabs; without JavaScript the 1st semester shows and the rest are hidden", async () => {
    const opened = await openPage(browser(), "/mechanical", PHONE, { javaScript: false });
    const { page } = opened;
    expect(await page.getByRole("tab").allTextContents()).toEqual(SEMESTERS);
    expect(await visiblePanel(page).count()).toBe(1);
    expect(await page.getByRole("tabpanel", { name: "1st Semester" }).isVisible()).toBe(true);
    expect(await page.getByRole("tabpanel", { includeHidden: true }).count()).toBe(6);
    await closePage(opened);
  });

  it("BCA: the brochure opens in a new tab and is a PDF", async () => {
    const opened = await openPage(browser(), "/BCA");
    const { page } = opened;
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Bachelor of Computer Applications (BCA)");
    expect(await page.getByRole("main").getByText("60", { exact: true }).isVisible()).toBe(true);

    const link = page.getByRole("link", { name: /BCA brochure \(PDF, .+\) \(opens in a new tab\)/ });
    expect(await link.getAttribute("target")).toBe("_blank");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\.pdf$/);

    // Both brochure pictures are links to the same PDF, named by their alt text.
    const pictures = page.getByRole("link", {
      name: /BCA brochure, page \d of 2.*opens the brochure PDF in a new tab/i,
    });
    expect(await pictures.count()).toBe(2);
    for (const picture of await pictures.all()) {
      expect(await picture.getAttribute("target")).toBe("_blank");
      expect(await picture.getAttribute("href")).toBe(href);
      expect(await picture.getByRole("img").getAttribute("alt")).toMatch(/^BCA brochure, page \d of 2/);
    }

    const response = await fetch(new URL(href ?? "", baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/pdf/);
    const image = await fetch(new URL((await pictures.first().getByRole("img").getAttribute("src")) ?? "", baseUrl()));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    await closePage(opened);
  });

  it("working professionals: 30 seats each for Civil, Electrical and Mining, and the brochure", async () => {
    const opened = await openPage(browser(), "/diploma-working-professional");
    const { page } = opened;
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Diploma for Working Professionals");
    const seats = page.getByRole("table", { name: /seats per branch/i });
    for (const branch of ["Civil", "Electrical", "Mining"]) {
      const row = seats.getByRole("row").filter({ has: page.getByRole("rowheader", { name: branch, exact: true }) });
      expect(await row.getByRole("cell").textContent()).toBe("30");
    }
    expect(await seats.getByRole("row").count()).toBe(4); // heading row + three branches

    const link = page.getByRole("link", { name: /Working Professionals brochure \(PDF, .+\) \(opens in a new tab\)/ });
    expect(await link.getAttribute("target")).toBe("_blank");
    const response = await fetch(new URL((await link.getAttribute("href")) ?? "", baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(
      await page
        .getByRole("link", {
          name: /Working Professionals brochure, page \d of 2.*opens the brochure PDF in a new tab/i,
        })
        .count(),
    ).toBe(2);
    await closePage(opened);
  });
});
