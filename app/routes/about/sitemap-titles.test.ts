import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { seedPages } from "../../../db/seed/page-documents.ts";
import { websitePolicyLinks } from "../../core/website-policies.ts";
import { staticPages } from "../../route-list.ts";
import { catalogueTitles } from "./sitemap-titles.ts";

describe("the site map's names and the footer's website policies", () => {
  it("name every page of the route list: by its document's title, or by the catalogue when it has none", () => {
    const documents = new Map(seedPages.flatMap((page) => (page.path ? [[page.path.toLowerCase(), page]] : [])));
    for (const page of staticPages) {
      const document = documents.get(`/${page.path}`.toLowerCase());
      expect(document || page.path in catalogueTitles, `/${page.path}`).toBeTruthy();
      if (!document || !(page.path in catalogueTitles)) continue;
      // A document named by the catalogue too is one whose title has no translation to name it in Hindi.
      const english = JSON.parse(fs.readFileSync(`content/${document.content}.json`, "utf8")) as { title?: string };
      const hindi = JSON.parse(fs.readFileSync(`content/hi/${document.content}.json`, "utf8")) as Record<
        string,
        string
      >;
      expect(english.title === undefined || !(english.title in hindi), `/${page.path} is named twice`).toBe(true);
    }
  });

  it("link only to pages of the route list, each once", () => {
    const paths = staticPages.map((page) => `/${page.path}`);
    for (const link of websitePolicyLinks) expect(paths).toContain(link.to);
    expect(new Set(websitePolicyLinks.map((link) => link.to)).size).toBe(websitePolicyLinks.length);
  });
});
