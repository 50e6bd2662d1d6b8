import type { ReactNode } from "react";
import { Link } from "./router-links.tsx";
import { useT } from "~/lib/language.tsx";

/** True for links that leave the site. */
export const isExternal = (href: string) => /^(https?:)?\/\//.test(href);

/** A link from server data: in-site paths use the router, external ones open in a new tab and say so. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const t = useT();
  if (isExternal(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {t("external.newTab")}</span>
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
