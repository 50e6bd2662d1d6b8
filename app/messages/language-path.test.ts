import { describe, expect, it } from "vitest";
import { languageOf } from "./catalogue.ts";
import { languageOfPath, pagePathOf, pathIn } from "./language-path.ts";

describe("the language of an address", () => {
  it("is Hindi for /hi and every path below it, in any letter case", () => {
    for (const path of ["/hi", "/hi/", "/hi/fees", "/HI/Fees", "/hi/gallery-photo/campus-tour", "/hi?q=1"])
      expect(languageOfPath(path), path).toBe("hi");
  });

  it("is English everywhere else, also for paths that only begin with the letters hi", () => {
    for (const path of ["/", "/fees", "/history", "/hindi", "/high-contrast", "/admin", "/api/hi", "/fees/hi"])
      expect(languageOfPath(path), path).toBe("en");
  });

  it("is read from a request's address by languageOf", () => {
    expect(languageOf({ url: "https://college.test/hi/contact-us?sent=contact" })).toBe("hi");
    expect(languageOf({ url: "https://college.test/contact-us" })).toBe("en");
  });
});

describe("a page's path without its language", () => {
  it("drops the Hindi prefix and leaves English paths alone", () => {
    expect(pagePathOf("/hi")).toBe("/");
    expect(pagePathOf("/hi/")).toBe("/");
    expect(pagePathOf("/hi/fees")).toBe("/fees");
    expect(pagePathOf("/hi/gallery-photo/a-b")).toBe("/gallery-photo/a-b");
    expect(pagePathOf("/fees")).toBe("/fees");
    expect(pagePathOf("/history")).toBe("/history");
  });
});

describe("a path put into a language", () => {
  it("puts a page's path under /hi, the home page at /hi itself", () => {
    expect(pathIn("/", "hi")).toBe("/hi");
    expect(pathIn("/fees", "hi")).toBe("/hi/fees");
    expect(pathIn("/gallery-photo/campus-tour", "hi")).toBe("/hi/gallery-photo/campus-tour");
  });

  it("keeps the query and the fragment", () => {
    expect(pathIn("/search?q=fees", "hi")).toBe("/hi/search?q=fees");
    expect(pathIn("/?sent=enquiry#enquiry-form", "hi")).toBe("/hi?sent=enquiry#enquiry-form");
    expect(pathIn("/#top", "hi")).toBe("/hi#top");
    expect(pathIn("/hi/search?q=fees", "en")).toBe("/search?q=fees");
    expect(pathIn("/hi?x=1", "en")).toBe("/?x=1");
  });

  it("never puts a path into a language twice, and brings a Hindi path back to English", () => {
    expect(pathIn("/hi/fees", "hi")).toBe("/hi/fees");
    expect(pathIn("/hi", "hi")).toBe("/hi");
    expect(pathIn("/hi/fees", "en")).toBe("/fees");
    expect(pathIn("/hi", "en")).toBe("/");
    expect(pathIn("/fees", "en")).toBe("/fees");
  });

  it("leaves what is not a page path as it is: other sites, mail, fragments, relative paths", () => {
    for (const href of ["https://jharkhand.gov.in/", "//cdn.test/x", "mailto:a@b.in", "tel:+91", "#main", "fees", ""])
      expect(pathIn(href, "hi"), href).toBe(href);
  });

  it("leaves the console, the API, files and the cookie-setting posts at their one address", () => {
    for (const href of [
      "/admin",
      "/admin/pages/3",
      "/api/ALLNews/WebNewsType",
      "/documents/prospectus.pdf",
      "/images/banner.webp",
      "/uploads/x.jpg",
      "/assets/entry.js",
      "/feeds/news.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon-32.png",
      "/display-preferences",
      "/dismiss-notice",
    ])
      expect(pathIn(href, "hi"), href).toBe(href);
  });

  it("does not mistake a page whose name begins with a shared one for it", () => {
    expect(pathIn("/administration", "hi")).toBe("/hi/administration");
    expect(pathIn("/documents-required", "hi")).toBe("/hi/documents-required");
  });
});
