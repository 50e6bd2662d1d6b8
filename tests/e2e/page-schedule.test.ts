import { afterAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";
import { republishFirstRevisions } from "./support/page-documents.ts";
import { createStaff, signIn } from "./support/staff.ts";

/** A moment as the schedule form asks for it: the date and the time to the minute in India Standard Time. */
function istFields(at: Date): { date: string; time: string } {
  const ist = new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

describe("a scheduled publish", () => {
  afterAll(() => republishFirstRevisions(["/visiting-faculty"]));
  const browser = useBrowser();

  it("an editor schedules a draft a minute or two ahead and the public page shows it then, not before", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(new URL("/admin/pages?search=visiting-faculty", page.url()).href);
    await page.getByRole("link", { name: "/visiting-faculty", exact: true }).click();
    await page.getByRole("link", { name: "Edit the content" }).click();
    const sentence = `Visiting faculty for the 2027 session are announced in June (${Date.now()}).`;
    await page.getByRole("textbox", { name: "Introduction: item 1" }).fill(sentence);
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Saved as revision \d+, a draft\./ })
      .waitFor();
    const revision = /revision (\d+)/.exec(await page.getByRole("status").innerText())![1];
    await page.getByRole("link", { name: "Back to the page's revisions" }).click();

    // The next whole minute at least a minute away: the server publishes it at the first round after that instant.
    const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    const { date, time } = istFields(due);
    const schedule = page.getByRole("form", { name: "Schedule a publish" });
    await schedule.getByLabel("Date (IST)").fill(date);
    await schedule.getByLabel("Time (IST)").fill(time);
    await schedule.getByRole("button", { name: "Schedule" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Revision ${revision} will be published on` })
      .waitFor();
    await closePage(opened);

    const visitor = await openPage(browser(), "/visiting-faculty", PHONE);
    const mainText = async () => {
      await visitor.page.reload();
      return visitor.page.getByRole("main").innerText();
    };
    expect(await mainText()).not.toContain(sentence);
    await expect.poll(mainText, { timeout: 180_000, interval: 5_000 }).toContain(sentence);
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
    await closePage(visitor);
  }, 240_000);
});
