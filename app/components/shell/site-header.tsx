import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isGroup, mainMenu } from "~/menu.ts";
import { useT } from "~/lib/language.tsx";
import { institution } from "~/settings/institution.ts";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const SCROLLED_AFTER_PX = 50;

function closeDisclosures(root: HTMLElement | null, except?: Node) {
  root?.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((details) => {
    if (!except || !details.contains(except)) details.open = false;
  });
}

/** Header with the main menu; a compact, shadowed style once the page has scrolled 50 px. */
export function SiteHeader() {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => closeDisclosures(nav.current), [location.pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !nav.current) return;
      const open = [...nav.current.querySelectorAll<HTMLDetailsElement>("details[open]")].pop();
      if (!open) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    };
    const onPointer = (event: MouseEvent) => closeDisclosures(nav.current, event.target as Node);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onPointer);
    };
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`no-print sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow ${
        scrolled ? "shadow-md" : ""
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className={`flex items-center gap-3 ${scrolled ? "py-1" : "py-3"}`}>
          <img src="/logo.svg" alt="" width={48} height={48} className={scrolled ? "h-9 w-9" : "h-12 w-12"} />
          <span className="leading-tight">
            <span className="block text-base font-bold text-brand-900 sm:text-lg">{institution.shortName}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{t("site.tagline")}</span>
          </span>
        </Link>
        <nav ref={nav} aria-label={t("menu.main")} className="hidden nav:block">
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
