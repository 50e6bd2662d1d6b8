import { describe, expect, it } from "vitest";
import type { SiteMenu } from "./menu.ts";
import { siteMapSections } from "./site-map.ts";

const headings = {
  main: "Main menu",
  quickLinks: "Quick Links",
  policies: "Website policies",
  otherPages: "Other pages",
  albums: "Photo albums",
};

const menu: SiteMenu = {
  header: [
    { id: 1, label: "Home", to: "/" },
    {
      id: 2,
      label: "Course",
      items: [
        { id: 3, label: "Diploma", items: [{ id: 4, label: "Civil", to: "/civil" }] },
        { id: 5, label: "BCA", to: "/BCA" },
      ],
    },
  ],
  footer: [{ id: 6, label: "Contact", to: "/contact-us" }],
};

describe("siteMapSections", () => {
  it("keeps the menu's groups, then lists each page no menu links to once, and the albums", () => {
    const sections = siteMapSections(
      {
        menu,
        policies: [{ to: "/help", label: "Help" }],
        pages: [
          { to: "/", label: "Home" },
          { to: "/civil", label: "Civil Engineering" },
          { to: "/bca/", label: "BCA" },
          { to: "/contact-us", label: "Contact Us" },
          { to: "/help", label: "Help" },
          { to: "/ncc", label: "National Cadet Corps" },
          { to: "/committees", label: "Committees" },
          { to: "/ncc", label: "National Cadet Corps" },
        ],
        albums: [{ to: "/gallery-photo/annual-day", label: "Annual Day" }],
      },
      headings,
    );
    expect(sections.map((section) => section.heading)).toEqual([
      "Main menu",
      "Quick Links",
      "Website policies",
      "Other pages",
      "Photo albums",
    ]);
    expect(sections[0]!.entries).toBe(menu.header);
    expect(sections[3]!.entries.map((entry) => entry.label)).toEqual(["National Cadet Corps", "Committees"]);
    expect(sections[4]!.entries).toMatchObject([{ to: "/gallery-photo/annual-day", label: "Annual Day" }]);
  });

  it("leaves out a section with nothing in it", () => {
    const sections = siteMapSections(
      { menu: { header: [], footer: [] }, policies: [{ to: "/help", label: "Help" }], pages: [], albums: [] },
      headings,
    );
    expect(sections.map((section) => section.heading)).toEqual(["Website policies"]);
  });
});
