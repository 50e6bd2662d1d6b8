import { describe, expect, it } from "vitest";
import { PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";

const get = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text() };
};
const search = (query: string, extra = "") => get(`/search?q=${encodeURIComponent(query)}${extra}`);

describe("the site search", () => {
  const browser = useBrowser();

  it("answers every query with a status and a message, never an error", async () => {
    const empty = await get("/search");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("Type a word or two to search");
    expect(empty.html).toContain('<meta name="robots" content="noindex"/>');
    expect(empty.html).toContain("<title>Search | GPCET Gumla</title>");

    const fees = await search("fees");
    expect(fees.status).toBe(200);
    expect(fees.html).toContain("Results for “fees”");
    expect(fees.html).toMatch(/<mark>fees<\/mark>/i);

    const tooLong = await search("x".repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain("Your search is too long: use at most 100 characters.");
    expect((await search("x".repeat(10_000))).status).toBe(400);

    expect((await search("🎓 *")).html).toContain("Your search has no letters or numbers to look for.");
    expect((await search("qqzzxxyy")).html).toContain("Nothing was found for “qqzzxxyy”.");
    for (const odd of ['"fees', "NEAR(fees", "-fees *", "fees OR", "'; --", "शुल्क"]) {
      expect((await search(odd)).status, odd).toBe(200);
    }
    expect((await search("fees", "&page=abc")).status).toBe(200);
    // Each query is answered afresh: the page cache keeps no results under another query's key.
    expect((await search("prospectus")).html).not.toContain("Results for “fees”");
  });

  it("is reached from the header without JavaScript and leads to the fee page", async () => {
    const opened = await openPage(browser(), "/civil", PHONE, { javaScript: false });
    const { page } = opened;
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await box.fill("fees");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await page.getByRole("heading", { level: 2, name: "Results for “fees”" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/search");
    await page.getByRole("main").getByRole("link", { name: "Fee Structure", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Fee Structure" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/fees");
    await closePage(opened);
  });
});
