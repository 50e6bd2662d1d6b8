import { createContext, useContext } from "react";

const SiteAddressContext = createContext<string | undefined>(undefined);

/** Set once by the root layout from the site's address (`SITE_URL`), so links can tell its own host from others. */
export const SiteAddressProvider = SiteAddressContext.Provider;

/** The site's address the page is drawn with (`SITE_URL`). */
export const useSiteAddress = (): string | undefined => useContext(SiteAddressContext);

const ABSOLUTE = /^(?:https?:)?\/\//i;

/**
 * True for a link to another website: an absolute address whose host is not the site's own. Paths, `#…`, `mailto:`
 * and `tel:` stay on the site; without a known site address every absolute address counts as another website.
 */
export function leavesSite(href: string, siteUrl: string | undefined): boolean {
  if (!ABSOLUTE.test(href)) return false;
  if (!siteUrl) return true;
  try {
    return new URL(href, siteUrl).host !== new URL(siteUrl).host;
  } catch {
    return true;
  }
}

/** `leavesSite` with the site's address of the page being drawn. */
export function useLeavesSite(): (href: string) => boolean {
  const siteUrl = useSiteAddress();
  return (href) => leavesSite(href, siteUrl);
}
