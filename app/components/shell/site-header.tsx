import { Link, NavLink } from "~/components/router-links.tsx";
import { isGroup, mainMenu } from "~/menu.ts";
import { useT } from "~/lib/language.tsx";
import { institution } from "~/settings/institution.ts";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/**
 * Header with the main menu; a compact, shadowed style once the page has scrolled 50 px. The shell script
 * (app/browser/shell.ts) sets `data-scrolled` and closes the bar's menu groups on Escape, on a click elsewhere and
 * when a link is chosen; the markup here is the same on pages with and without React.
 */
export function SiteHeader() {
  const t = useT();
  return (
    <header
      data-site-header=""
      className="group/header no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-3 py-3 group-data-[scrolled=true]/header:py-1">
          <img
            src="/logo.svg"
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 group-data-[scrolled=true]/header:h-9 group-data-[scrolled=true]/header:w-9"
          />
          <span className="leading-tight">
            <span className="block text-base font-bold text-brand-900 sm:text-lg">{institution.shortName}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{t("site.tagline")}</span>
          </span>
        </Link>
        <nav aria-label={t("menu.main")} data-disclosures="" className="hidden nav:block">
          <ul className="flex items-center text-[0.95rem]">
            {mainMenu.map((entry) => (
              <li key={isGroup(entry) ? entry.labelKey : entry.to}>
                {isGroup(entry) ? (
                  <MenuDisclosure group={entry} name="bar" variant="bar" />
                ) : (
                  <NavLink
                    to={entry.to}
                    end
                    className={({ isActive }) =>
                      `block px-3 py-4 font-medium hover:text-brand-700 ${isActive ? "text-brand-700" : ""}`
                    }
                  >
                    {t(entry.labelKey)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
