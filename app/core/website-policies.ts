import type { MessageKey } from "../messages/catalogue.ts";

/**
 * The pages GIGW 3.0 asks every government website to link from each page (decision 051): the site map, help,
 * accessibility and the website policies. Fixed in the footer of every public page, whatever editors do with the
 * menus, and listed on the site map. Each path is a page of the route list (app/routes/about/pages.ts). The privacy
 * policy and the terms are among the footer's quick links already (menu_items), so they are not repeated here.
 */
export const websitePolicyLinks: readonly { to: string; label: MessageKey }[] = [
  { to: "/sitemap", label: "sitemap.title" },
  { to: "/help", label: "footer.policy.help" },
  { to: "/accessibility-statement", label: "footer.policy.accessibility" },
  { to: "/screen-reader-access", label: "footer.policy.screenReader" },
  { to: "/copyright-policy", label: "footer.policy.copyright" },
  { to: "/hyperlinking-policy", label: "footer.policy.hyperlinking" },
  { to: "/content-archival-policy", label: "footer.policy.archival" },
  // What the content archival policy promises: news and notices whose time is over (decision 054).
  { to: "/archive", label: "archive.title" },
];
