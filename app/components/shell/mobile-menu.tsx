import { NavLink } from "~/components/router-links.tsx";
import { type MenuEntry, isGroup } from "~/core/menu.ts";
import { Icon } from "~/components/icon.tsx";
import { useT } from "~/lib/language.tsx";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import { MenuList } from "./menu-list.tsx";

const PANEL_ID = "menu-panel";
const menuClass = "flex items-center gap-2 rounded border border-slate-300 px-3 py-2 font-medium";
const closeClass = "rounded border border-slate-300 px-3 py-1";

/**
 * The menu at 1199 px and below (1499 px with the larger text: the `nav` variant of app/app.css): a modal <dialog>
 * sliding in from the right (the browser keeps focus inside and Escape closes it), groups as an accordion, closed as
 * soon as a link is chosen. The shell script
 * (app/browser/shell.ts: `data-opens`, `data-closes`) opens and closes it. Without JavaScript, Menu and Close are
 * links: Menu makes the panel the page's target (`#menu-panel`), which app/app.css then shows in the same place,
 * and Close leaves it (CSS shows one twin or the other: `.needs-script`, `.without-script`).
 */
export function MobileMenu({ menu }: { menu: readonly MenuEntry[] }) {
  const t = useT();
  const menuLabel = (
    <>
      <Icon shape="menu" />
      {t("menu.open")}
    </>
  );
  return (
    <div className="nav:hidden">
      <button type="button" aria-haspopup="dialog" data-opens={PANEL_ID} className={`needs-script ${menuClass}`}>
        {menuLabel}
      </button>
      <a href={`#${PANEL_ID}`} className={`without-script ${menuClass}`}>
        {menuLabel}
      </a>
      <dialog
        id={PANEL_ID}
        aria-label={t("menu.main")}
        className="menu-panel m-0 ml-auto h-dvh max-h-dvh w-80 max-w-[85vw] bg-white p-0 text-slate-800 shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-semibold">{t("menu.main")}</span>
          <button type="button" data-closes="" className={`needs-script ${closeClass}`}>
            {t("menu.close")}
          </button>
          <a href="#" className={`without-script ${closeClass}`}>
            {t("menu.close")}
          </a>
        </div>
        <nav aria-label={t("menu.main")}>
          <MenuList part="menu-panel" menu={menu} className="py-2">
            {menu.map((entry) => (
              <li key={entry.id}>
                {isGroup(entry) ? (
                  <MenuDisclosure group={entry} name="panel" variant="panel" />
                ) : (
                  <NavLink
                    to={entry.to}
                    end
                    lang={entry.lang}
                    className="block px-4 py-2 font-medium hover:bg-brand-50"
                  >
                    {entry.label}
                  </NavLink>
                )}
              </li>
            ))}
          </MenuList>
        </nav>
      </dialog>
    </div>
  );
}
