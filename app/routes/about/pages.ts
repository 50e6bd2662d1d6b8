import type { PageEntry } from "../../route-list.ts";

/** Pages of this area, in menu order; app/route-list.ts gathers every area's list. */
export const aboutPages: PageEntry[] = [
  { path: "about-us", file: "routes/about/about-us.tsx" },
  { path: "mission-vision", file: "routes/about/mission-vision.tsx" },
  { path: "pedagogy", file: "routes/about/pedagogy.tsx" },
  { path: "why-gumla", file: "routes/about/why-gumla.tsx" },
  { path: "anti-ragging", file: "routes/about/anti-ragging.tsx" },
  { path: "placement-policy", file: "routes/about/placement-policy.tsx" },
  { path: "notice", file: "routes/about/policy-page.tsx", content: "policy/notice" },
  { path: "refund-cancle", file: "routes/about/policy-page.tsx", content: "policy/refund-cancle" },
  { path: "terms-condition", file: "routes/about/policy-page.tsx", content: "policy/terms-condition" },
  { path: "privacy-policy", file: "routes/about/policy-page.tsx", content: "policy/privacy-policy" },
  // The pages GIGW 3.0 asks every site for (decision 051), linked from every page's footer.
  { path: "sitemap", file: "routes/about/sitemap.tsx" },
  { path: "accessibility-statement", file: "routes/about/policy-page.tsx", content: "policy/accessibility-statement" },
  { path: "help", file: "routes/about/policy-page.tsx", content: "policy/help" },
  { path: "screen-reader-access", file: "routes/about/policy-page.tsx", content: "policy/screen-reader-access" },
  { path: "copyright-policy", file: "routes/about/policy-page.tsx", content: "policy/copyright-policy" },
  { path: "hyperlinking-policy", file: "routes/about/policy-page.tsx", content: "policy/hyperlinking-policy" },
  { path: "content-archival-policy", file: "routes/about/policy-page.tsx", content: "policy/content-archival-policy" },
  { path: "scholarship", file: "routes/about/scholarship.tsx" },
  { path: "ncc", file: "routes/about/ncc.tsx" },
  { path: "career", file: "routes/about/career.tsx" },
];
