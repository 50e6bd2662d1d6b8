/**
 * The home page's scholarship notice, once closed, stays closed: a cookie the server reads, so the page is rendered
 * with or without the notice from the first byte (nothing is inserted after hydration to push the page down). The
 * cookie is one of the page cache's preference cookies (server/page-cache/cache-key.ts).
 */
export const NOTICE_DISMISSED_COOKIE = "notice_dismissed";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const noticeDismissedCookie = `${NOTICE_DISMISSED_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;

export const isNoticeDismissed = (cookieHeader: string | null) =>
  new RegExp(`(?:^|;\\s*)${NOTICE_DISMISSED_COOKIE}=1(?:;|$)`).test(cookieHeader ?? "");

/** With JavaScript, closing sets the cookie in the browser: no round trip. */
export function dismissNoticeInBrowser() {
  document.cookie = noticeDismissedCookie;
}
