import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

describe("home page", () => {
  const browser = useBrowser();

  it("lists the courses with their seats from the database", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const courses = opened.page.getByRole("region", { name: "Courses and seats" });
    const text = await courses.innerText();
    for (const [course, seats] of [
      ["Civil", 90],
      ["Mechanical", 60],
      ["Electrical", 90],
      ["Mining", 60],
      ["BCA", 60],
    ] as const) {
      expect(text).toMatch(new RegExp(`${course}\\s+${seats} seats`));
    }
    const working = await courses
      .getByRole("heading", { name: "Diploma for Working Professionals" })
      .locator("..")
      .innerText();
    expect(working).toMatch(/Civil\s+30 seats/);
    expect(working).toMatch(/Electrical\s+30 seats/);
    expect(working).toMatch(/Mining\s+30 seats/);
    expect(text).not.toContain("Diploma (AE)");
    await closePage(opened);
  });

  it("shows welcome links to the scholarship and NCC pages", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const welcome = opened.page.getByRole("region", { name: /^Welcome to/ });
    expect(await welcome.getByRole("link", { name: /Scholarships/ }).getAttribute("href")).toBe("/scholarship");
    expect(await welcome.getByRole("link", { name: /NCC/ }).getAttribute("href")).toBe("/ncc");
    await closePage(opened);
  });

  it("has a 403 px notice board that ticks, marks new items and can be paused", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const board = opened.page.getByRole("region", { name: "Notice Board" });
    const viewport = board.locator(".ticker-track").locator("..");
    expect((await viewport.boundingBox())?.height).toBe(403);
    expect(await board.getByRole("link", { name: /Fee payment for the even semester/ }).getAttribute("href")).toBe(
      "/fees",
    );
    expect(await board.getByText("new", { exact: true }).count()).toBeGreaterThan(0);
    const state = () => board.locator(".ticker-track").evaluate((el) => getComputedStyle(el).animationPlayState);
    await board.getByRole("button", { name: "Pause" }).click();
    await opened.page.mouse.move(5, 5);
    await opened.page.getByRole("heading", { name: "Courses and seats" }).click();
    expect(await state()).toBe("paused");
    await closePage(opened);
  });

  it("keeps the notice board's Pause button clear of the links rising past it (axe target-size)", async () => {
    const opened = await openPage(browser(), "/", PHONE);
    const board = opened.page.getByRole("region", { name: "Notice Board" });
    // The moving list held where a two-line notice has all but its last 4 px risen out of view, under the button.
    const straddling = await board.locator(".ticker-track").evaluate((track) => {
      const tall = [...track.querySelectorAll("a")].find((link) => link.getBoundingClientRect().height > 30)!;
      const viewport = track.parentElement!.getBoundingClientRect();
      track.style.animation = "none";
      track.style.transform = `translateY(${viewport.top + 4 - tall.getBoundingClientRect().bottom}px)`;
      const button = track.closest("section")!.querySelector("button")!.getBoundingClientRect();
      return tall.getBoundingClientRect().top < button.bottom;
    });
    expect(straddling).toBe(true);
    const violations = await axeViolations(opened.page, 'section[aria-labelledby="notice-board"]');
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await closePage(opened);
  });

  it("shows Student Login for the important link with id 1089 and sanitised rich link titles", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const important = opened.page.getByRole("region", { name: "Important Links" });
    expect(await important.getByRole("link", { name: "Student Login" }).count()).toBe(1);
    expect(await important.getByText("Student Portal").count()).toBe(0);
    const quick = opened.page.getByRole("region", { name: "Quick Links" });
    expect(await quick.locator("strong").first().innerText()).toBe("AICTE");
    await closePage(opened);
  });

  it("groups the approval documents by academic year with format and size", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const approvals = opened.page.getByRole("region", { name: "Approvals and Affiliation" });
    expect(await approvals.getByRole("heading", { name: "Academic year 2026-27" }).count()).toBe(1);
    const link = approvals.getByRole("link", { name: /AICTE Extension of Approval 2026-27/ });
    expect(await link.innerText()).toMatch(/\(PDF, \d+ KB\)/);
    const pdf = await fetch(new URL((await link.getAttribute("href"))!, opened.page.url()));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    await closePage(opened);
  });

  it("shows placed students with the bracketed part of the name on its own line", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const carousel = opened.page.getByRole("region", { name: "Our Placements" }).first();
    const first = carousel.getByRole("group").first();
    expect(await first.getByText("Aman Kumar Oraon", { exact: true }).count()).toBe(1);
    expect(await first.getByText("(Mechanical Engineering)", { exact: true }).count()).toBe(1);
    expect(await first.innerText()).toContain("Koel Power Systems");
    await closePage(opened);
  });

  it("loads the first banner eagerly with high priority and the others lazily", async () => {
    const opened = await openPage(browser(), "/", PHONE);
    const banners = opened.page.getByRole("region", { name: "Highlights" }).getByRole("img");
    expect(await banners.first().getAttribute("loading")).toBe("eager");
    expect(await banners.first().getAttribute("fetchpriority")).toBe("high");
    expect(await banners.nth(1).getAttribute("loading")).toBe("lazy");
    expect(await banners.first().getAttribute("srcset")).toContain("w=1920 1920w");
    await closePage(opened);
  });

  it("offers the scholarship notice as a dialog that stays closed once dismissed, without JavaScript too", async () => {
    const opened = await openPage(browser(), "/", PHONE, { javaScript: false });
    const { page } = opened;
    const notice = page.getByRole("dialog", { name: "Scholarships for 2026-27" });
    await notice.waitFor();
    await notice.getByRole("button", { name: "Close" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { name: "Notice Board" }).first().waitFor();
    expect(await page.getByRole("dialog", { name: "Scholarships for 2026-27" }).count()).toBe(0);
    await closePage(opened);
  });

  it("offers the scholarship notice as a dialog that stays closed once dismissed", async () => {
    const opened = await openPage(browser(), "/", PHONE);
    const { page } = opened;
    const notice = page.getByRole("dialog", { name: "Scholarships for 2026-27" });
    await notice.waitFor();
    expect(await notice.getByRole("link", { name: /See all eight schemes/ }).getAttribute("href")).toBe("/scholarship");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await notice.getByRole("button", { name: "Close" }).click();
    expect(await notice.count()).toBe(0);
    await page.reload();
    await page.waitForTimeout(300);
    expect(await page.getByRole("dialog", { name: "Scholarships for 2026-27" }).count()).toBe(0);
    await closePage(opened);
  });
});
