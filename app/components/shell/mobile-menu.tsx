import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { isGroup, mainMenu } from "~/menu.ts";
import { useT } from "~/lib/language.tsx";
import { MenuDisclosure } from "./menu-disclosure.tsx";

/**
 * The menu at 1199 px and below: a modal <dialog> sliding in from the right (the browser keeps focus inside
 * and Escape closes it), groups as an accordion, closed as soon as a link is chosen.
 */
export function MobileMenu() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (dialog.current?.open) dialog.current.close();
  }, [location.pathname]);

  return (
    <div className="nav:hidden">
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="flex items-center gap-2 rounded border border-slate-300 px-3 py-2 font-medium"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ☰
        </span>
        {t("menu.open")}
      </button>
      <dialog
        ref={dialog}
        aria-label={t("menu.main")}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself) or on any link closes the panel.
          const target = event.target as Element;
          if (target === dialog.current || target.closest("a")) dialog.current?.close();
        }}
        className="menu-panel m-0 ml-auto h-dvh max-h-dvh w-80 max-w-[85vw] bg-white p-0 text-slate-800 shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-semibold">{t("menu.main")}</span>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded border border-slate-300 px-3 py-1"
          >
            {t("menu.close")}
          </button>
        </div>
        <nav aria-label={t("menu.main")}>
          <ul className="py-2">
            {mainMenu.map((entry) => (
              <li key={isGroup(entry) ? entry.labelKey : entry.to}>
                {isGroup(entry) ? (
                  <MenuDisclosure group={entry} name="panel" variant="panel" />
                ) : (
                  <NavLink to={entry.to} end className="block px-4 py-2 font-medium hover:bg-brand-50">
                    {t(entry.labelKey)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </dialog>
    </div>
  );
}
