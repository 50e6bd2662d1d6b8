import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../tests/support/databases.ts";
import { startDemoSite } from "../tests/support/test-app.ts";

/*
 * The home page's sections drawn on the server (decision 073), through the whole server with its pages (the React
 * Router build in BUILD_DIR, as `npm test` makes it), the page cache off: a first load sends their markup once, in
 * the document; the data of a client-side navigation carries it.
 */

const [sqlite] = await databaseKinds();
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** The data a page hydrates with, as React Router's inline scripts hand it over (decoded from their strings). */
const hydrationData = (body: string) =>
  [...body.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1]!) as string)
    .join("");

describe("markup drawn on the server, sent once", () => {
  let site: Awaited<ReturnType<typeof startDemoSite>>;
  beforeAll(async () => {
    site = await startDemoSite(sqlite!, { PAGE_CACHE_MAX_MB: "0" });
  });
  afterAll(async () => site.close());

  it("puts the home page's sections in its document once, not again in the data it hydrates with", async () => {
    for (const url of ["/", "/hi"]) {
      const page = await site.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const data = hydrationData(page.body);
      expect(data.length, url).toBeGreaterThan(1000);
      const blocks = ["home-main", "home-showcase", "home-partnership", "home-updated", "scholarship-notice"];
      for (const id of [...blocks, "banner-slide-1", "banner-slide-3", "student-slide-1", "student-slide-7"]) {
        expect(occurrences(page.body, `id="${id}"`), `${url} #${id}`).toBe(1);
      }
      // The carousels' slides (a placed student's card, a banner's image) and the notice's box are not in the data.
      for (const markup of ["<figure", "<img", "scholarship-notice-title"]) {
        expect(occurrences(page.body, markup), `${url} ${markup}`).toBeGreaterThan(0);
        expect(data, `${url} ${markup}`).not.toContain(markup);
      }
      // The welcome, the tie-ups and the partnership, by the ids of their headings: in the document, not the data.
      for (const heading of ["welcome", "tie-ups", "partnership"]) {
        expect(occurrences(page.body, `id="${heading}"`), `${url} ${heading}`).toBe(1);
        expect(data, `${url} ${heading}`).not.toContain(`id="${heading}"`);
      }
    }
    const english = await site.app.inject({ url: "/" });
    expect(occurrences(english.body, "Welcome to Gumla Polytechnic")).toBe(1);
  });

  it("sends the sections in the data of a client-side navigation to the home page", async () => {
    const data = await site.app.inject({ url: "/_.data?_routes=routes%2Fhome" });
    expect(data.statusCode).toBe(200);
    for (const text of [
      "Welcome to Gumla Polytechnic",
      "tie-ups",
      "partnership",
      "<figure",
      "Scholarships for 2026-27",
    ])
      expect(data.body).toContain(text);
  });
});
