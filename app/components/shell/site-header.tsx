import { Link, NavLink } from "~/components/router-links.tsx";
import { type MenuEntry, isGroup } from "~/core/menu.ts";
import { useT } from "~/lib/language.tsx";
import { institution } from "~/settings/institution.ts";
import { DisplayControls } from "./display-controls.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import { MenuList } from "./menu-list.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/**
 * Header with the language switch, the display controls (text size, contrast) and the main menu; a compact, shadowed style once the page has scrolled 50 px. The shell script
 * (app/browser/shell.ts) sets `data-scrolled` and closes the bar's menu groups on Escape, on a click elsewhere and
 * when a link is chosen; the markup here is the same on pages with and without React.
 */
/** `name`: the college's short name in the page's language (the shell's data; English when it could not load). */
export function SiteHeader({ menu, name }: { menu: readonly MenuEntry[]; name?: string }) {
  const t = useT();
  return (
    <header
      data-site-header=""
      className="group/header no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4">
          <LanguageSwitch />
          <DisplayControls />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:flex-nowrap">
        <Link to="/" className="flex items-center gap-3 py-3 group-data-[scrolled=true]/header:py-1">
          {/* A PNG, not an SVG: the browser builds an SVG image as a document of its own on the page's main thread. */}
          <img
            src="/logo-96.png"
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 group-data-[scrolled=true]/header:h-9 group-data-[scrolled=true]/header:w-9"
          />
          <span className="leading-tight">
            <span className="block text-base font-bold text-brand-900 sm:text-lg">{name ?? institution.shortName}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{t("site.tagline")}</span>
          </span>
        </Link>
        <nav aria-label={t("menu.main")} data-disclosures="" className="hidden nav:block">
          <MenuList part="menu-bar" menu={menu} className="flex items-center text-[0.95rem]">
            {menu.map((entry) => (
              <li key={entry.id}>
                {isGroup(entry) ? (
                  <MenuDisclosure group={entry} name="bar" variant="bar" />
                ) : (
                  <NavLink
                    to={entry.to}
                    end
                    lang={entry.lang}
                    className={({ isActive }) =>
                      `block px-3 py-4 font-medium hover:text-brand-700 ${isActive ? "text-brand-700" : ""}`
                    }
                  >
                    {entry.label}
                  </NavLink>
                )}
              </li>
            ))}
          </MenuList>
        </nav>
        <HeaderSearch />
        <MobileMenu menu={menu} />
      </div>
    </header>
  );
}
