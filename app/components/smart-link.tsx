import type { ReactNode } from "react";
import { Link } from "./router-links.tsx";
import { useT } from "~/lib/language.tsx";
import { useLeavesSite } from "~/lib/site-address.tsx";

/**
 * What follows the words of a link to another website (GIGW): an icon and, for screen readers, "(another website,
 * opens in a new tab)". The one mark for such links, in content and shell alike.
 */
export function OtherSiteMark() {
  const t = useT();
  return (
    <>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="ml-1 inline-block size-[0.8em] align-baseline"
      >
        <path d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
      </svg>
      <span className="sr-only"> {t("external.otherSite")}</span>
    </>
  );
}

/**
 * A link from server data: in-site paths use the router; a link to another website opens in a new tab and says so
 * (`OtherSiteMark`); an absolute address on the site's own host is a plain link.
 */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const leavesSite = useLeavesSite();
  if (leavesSite(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <OtherSiteMark />
      </a>
    );
  }
  if (!to.startsWith("/"))
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
