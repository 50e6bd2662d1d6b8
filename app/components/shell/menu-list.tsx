import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { activeMenuLinks } from "~/core/active-path.ts";
import type { MenuEntry } from "~/core/menu.ts";
import { DrawnOnce } from "~/lib/drawn-once.tsx";
import { useLanguagePath } from "~/lib/language.tsx";

interface Props {
  /** Which of the shell's menus: the bar, or the phone's panel. */
  part: string;
  menu: readonly MenuEntry[];
  className: string;
  children: ReactNode;
}

/**
 * A menu's list, drawn once per process on the server (`DrawnOnce`, decision 077) and kept by the menu's links active
 * at the page's path; the browser's build draws the list as usual, without this code.
 */
export const MenuList = import.meta.env.SSR ? ServerMenuList : BrowserMenuList;

function ServerMenuList({ part, menu, className, children }: Props) {
  const { pathname } = useLocation();
  const inLanguage = useLanguagePath();
  return (
    <DrawnOnce
      as="ul"
      part={part}
      of={[menu]}
      variant={() => activeMenuLinks(menu, pathname, inLanguage)}
      className={className}
    >
      {children}
    </DrawnOnce>
  );
}

function BrowserMenuList({ className, children }: Props) {
  return <ul className={className}>{children}</ul>;
}
