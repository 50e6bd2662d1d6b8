import { describe, expect, it } from "vitest";
import { seedPages } from "../../../db/seed/page-documents.ts";
import { websitePolicyLinks } from "../../core/website-policies.ts";
import { staticPages } from "../../route-list.ts";
import { catalogueTitles } from "./sitemap-titles.ts";

describe("the site map's names and the footer's website policies", () => {
  it("name every page of the route list: by its document's title, or by the catalogue when it has none", () => {
    const documents = new Set(seedPages.flatMap((page) => (page.path ? [page.path.toLowerCase()] : [])));
    for (const page of staticPages) {
      const isDocument = documents.has(`/${page.path}`.toLowerCase());
      expect(isDocument || page.path in catalogueTitles, `/${page.path}`).toBe(true);
      expect(isDocument && page.path in catalogueTitles, `/${page.path} is named twice`).toBe(false);
    }
  });

  it("link only to pages of the route list, each once", () => {
    const paths = staticPages.map((page) => `/${page.path}`);
    for (const link of websitePolicyLinks) expect(paths).toContain(link.to);
    expect(new Set(websitePolicyLinks.map((link) => link.to)).size).toBe(websitePolicyLinks.length);
  });
});
