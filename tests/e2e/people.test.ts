import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, closePage, imageLoaded, openPage, useBrowser } from "./support/pages.ts";

/** Rows in a table's body: every row but the header row. */
async function bodyRows(page: Page, tableName: string) {
  const rows = page.getByRole("table", { name: tableName }).getByRole("row");
  return (await rows.count()) - 1;
}

describe("Management pages", () => {
  const browser = useBrowser();

  it.each([
    { path: "/governors", heading: "Board of Governors", table: "Members of the Board of Governors", rows: 5 },
    { path: "/advisory", heading: "Academic Advisory", table: "Members of the Academic Advisory", rows: 3 },
    { path: "/visiting-faculty", heading: "Visiting Faculty", table: "Visiting faculty members", rows: 7 },
    { path: "/admission-department", heading: "Admission Department", table: "Admission department staff", rows: 4 },
  ])("$path shows a table of $rows people", async ({ path, heading, table, rows }) => {
    const opened = await openPage(browser(), path);
    const { page } = opened;
    expect(opened.status).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(heading);
    expect(await bodyRows(page, table)).toBe(rows);
    await closePage(opened);
  });

  it("the governors table has three Directors and two Members", async () => {
    const opened = await openPage(browser(), "/governors");
    const table = opened.page.getByRole("table", { name: "Members of the Board of Governors" });
    await expect(table.getByRole("cell", { name: "Director", exact: true }).count()).resolves.toBe(3);
    await expect(table.getByRole("cell", { name: "Member", exact: true }).count()).resolves.toBe(2);
    await closePage(opened);
  });

  it("the admission staff have photos named after them and dates like 12 Mar 2019", async () => {
    const opened = await openPage(browser(), "/admission-department");
    const table = opened.page.getByRole("table", { name: "Admission department staff" });
    const photo = table.getByRole("img", { name: "Mr. Pankaj Kumar Sahu" });
    await expect.poll(() => imageLoaded(photo)).toBe(true);
    await expect(table.getByRole("cell", { name: "16 Jun 2014" }).count()).resolves.toBe(1);
    await closePage(opened);
  });

  it("core faculty shows each department with staff as its own table, and no empty department", async () => {
    const opened = await openPage(browser(), "/core-faculty");
    const { page } = opened;
    await expect(page.getByRole("heading", { level: 2, name: "Civil Engineering" }).isVisible()).resolves.toBe(true);
    const civil = page.getByRole("table", { name: "Civil Engineering faculty" });
    expect(await bodyRows(page, "Civil Engineering faculty")).toBe(2);
    const lecturer = civil.getByRole("row", { name: /Er\. Kavita Ekka/ });
    await expect(lecturer.getByRole("cell", { name: "12 Mar 2019" }).isVisible()).resolves.toBe(true);
    await expect(lecturer.getByRole("img", { name: "Er. Kavita Ekka" }).getAttribute("width")).resolves.toBe("50");
    // The demo data has a Computer Applications department with no staff: it gets no heading and no table.
    await expect(page.getByRole("heading", { name: "Computer Applications" }).count()).resolves.toBe(0);
    await expect(page.getByRole("table", { name: /Computer Applications/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("table").count()).resolves.toBe(5);
    await closePage(opened);
  });

  it("the exam department shows a card for each of the three staff", async () => {
    const opened = await openPage(browser(), "/exam-department", PHONE);
    const { page } = opened;
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Examination Department");
    for (const name of ["Mr. Suresh Bhagat", "Ms. Pooja Xalxo", "Mr. Anil Barla"]) {
      await expect(page.getByRole("heading", { level: 2, name }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole("img", { name }).count()).resolves.toBe(1);
    }
    const controller = page.getByRole("listitem").filter({ hasText: "Controller of Examinations" });
    await expect(controller.getByText("1 Apr 2013").count()).resolves.toBe(1);
    await closePage(opened);
  });

  it("the placement cell shows the team and the four placement rules", async () => {
    const opened = await openPage(browser(), "/placement-cell");
    const { page } = opened;
    const team = page.getByRole("region", { name: "Placement team" }).getByRole("listitem");
    await expect(team.count()).resolves.toBe(8);
    for (const role of [
      "Principal",
      "Administrative Head",
      "Placement In-charge",
      "Head of Department, Computer Applications",
    ]) {
      await expect(team.getByText(role, { exact: true }).isVisible()).resolves.toBe(true);
    }
    const policy = page.getByRole("region", { name: "Placement policy" }).getByRole("listitem");
    await expect(policy.count()).resolves.toBe(4);
    for (const text of [
      "at least 75% attendance",
      "at least six months",
      "within three months of passing the final semester",
      "offers from several companies",
    ]) {
      await expect(policy.filter({ hasText: text }).count()).resolves.toBe(1);
    }
    await closePage(opened);
  });

  it("the principal and director pages show signed messages with photos", async () => {
    const principal = await openPage(browser(), "/principal");
    await expect(principal.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Principal");
    await expect(principal.page.getByRole("img", { name: /Principal$/ }).count()).resolves.toBe(1);
    await closePage(principal);

    const directors = await openPage(browser(), "/director-message");
    await expect(directors.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Director's Message");
    await expect(directors.page.getByRole("article").count()).resolves.toBe(3);
    await expect(directors.page.getByRole("img", { name: /Director$/ }).count()).resolves.toBe(3);
    await closePage(directors);
  });
});
