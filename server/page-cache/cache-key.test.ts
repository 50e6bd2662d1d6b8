import { describe, expect, it } from "vitest";
import { isLegacyApiKey, pageCacheKey } from "./cache-key.ts";

const key = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  pageCacheKey({ method, url, headers });

describe("page cache key", () => {
  it("is the path as the router sees it, whatever else the address holds", () => {
    expect(key("/civil?utm_source=x&random=1")).toBe(key("/civil"));
    expect(key("/a/../civil")).toBe(key("/civil"));
    expect(key("/%63ivil")).not.toBe(key("/"));
    // Two slashes are a path, not another host: never the key of the home page.
    expect(key("//civil")).not.toBe(key("/"));
    expect(key("//civil")).not.toBe(key("/civil"));
  });

  it("holds the query parameters and preference cookies pages read, and nothing else", () => {
    expect(key("/contact-us?sent=contact")).not.toBe(key("/contact-us"));
    expect(key("/civil", { cookie: "text_size=large; other=1" })).toBe(key("/civil", { cookie: "text_size=large" }));
    expect(key("/civil", { cookie: "text_size=large" })).not.toBe(key("/civil"));
    expect(key("/civil", { cookie: "tracking=abc" })).toBe(key("/civil"));
  });

  it("keys a legacy API GET by its path and the parameters it reads, whatever the cookies", () => {
    const news = key("/api/ALLNews/WebNewsType?newstype=NB");
    expect(news).toBeDefined();
    expect(key("/api/ALLNews/WebNewsType?x=1&newstype=NB", { cookie: "lang=hi; text_size=large" })).toBe(news);
    expect(key("/api/ALLNews/WebNewsType?newstype=UL")).not.toBe(news);
    expect(key("/api/ALLNews/WebNewsType")).not.toBe(news);
    expect(key("/api/WebBanner/WebBannerList?random=1")).toBe(key("/api/WebBanner/WebBannerList"));
    expect(key("/api/exam-staff.json")).toBeDefined();
    expect(isLegacyApiKey(news!)).toBe(true);
    expect(isLegacyApiKey(key("/civil")!)).toBe(false);
    // Given twice, or with a value no endpoint answers, a parameter is answered afresh.
    expect(key("/api/ALLNews/WebNewsType?newstype=NB&newstype=UL")).toBeUndefined();
    expect(key("/api/GalleryDeatils/GalleryDeatils?code=a%20b")).toBeUndefined();
    expect(key("/api/WebBanner/WebBannerList", { cookie: "__Host-staff_session=abc" })).toBeUndefined();
    expect(key("/api/WebEnquiry/WebEnquiryNew", {}, "POST")).toBeUndefined();
  });

  it("is absent for what must not touch the cache", () => {
    expect(key("/civil", {}, "POST")).toBeUndefined();
    expect(key("/civil", { cookie: "__Host-staff_session=abc" })).toBeUndefined();
    for (const path of [
      "/api/notices",
      "/admin",
      "/images/x.webp",
      "/assets/a.js",
      "/robots.txt",
      "/logo.png",
      "/__manifest?p=%2Fadmin%2Flogin%2Fcode&version=1a2b",
    ]) {
      expect(key(path)).toBeUndefined();
    }
    expect(key("/civil.data")).toBeDefined();
    // The site search answers every query afresh (its query is no part of any key).
    for (const target of ["/search", "/search?q=fees", "/Search/?q=fees&page=2", "/search.data?q=fees"]) {
      expect(key(target)).toBeUndefined();
    }
    expect(key("/searching-for-talent")).toBeDefined();
    // The status look-up is one applicant's answer, and shows the office's changes at once (decision 057).
    for (const target of ["/application-status", "/application-status?id=GP-2026-ABCDEF", "/Application-Status/"]) {
      expect(key(target)).toBeUndefined();
    }
    expect(key("/application-status.data?id=x&dateOfBirth=2009-01-01")).toBeUndefined();
    // Nor its Hindi page, the ID a receipt's QR code carries, or the receipt's own address (decision 058).
    for (const target of [
      "/hi/application-status?id=GP-2026-ABCDEF",
      "/application-status?id=GP-2026-ABCDEF&receipt=refused",
      "/application-status/receipt",
      "/hi/application-status/receipt",
    ]) {
      expect(key(target)).toBeUndefined();
    }
    // A draft's resume page is one person's form, in either language (decision 067); the form itself is cached.
    for (const target of [
      "/gpcet-form/resume?token=abc",
      "/hi/gpcet-form/resume?token=abc",
      "/gpcet-form/resume.data?token=abc",
      "/GPCET-form/Resume/",
    ]) {
      expect(key(target)).toBeUndefined();
    }
    expect(key("/gpcet-form")).toBeDefined();
    expect(key("/gpcet-form?token=abc")).toBe(key("/gpcet-form"));
    // Request targets that are not paths, which the HTTP parser lets through: never a page, never a throw.
    for (const target of ["*", ":abc", "http://college.example/civil", "civil"]) expect(key(target)).toBeUndefined();
  });
});
