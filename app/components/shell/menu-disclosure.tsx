import { NavLink } from "~/components/router-links.tsx";
import { isGroup, type MenuEntry, type MenuGroup } from "~/core/menu.ts";

interface Props {
  group: MenuGroup;
  /** Disclosures with the same name form an accordion: opening one closes the others. */
  name: string;
  variant: "bar" | "panel";
  nested?: boolean;
}

/** The caret is drawn by CSS (app/app.css) so the summary's text (and accessible name) is just the group's label. */
const caret = "menu-caret";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block px-4 py-2 hover:bg-brand-50 hover:text-brand-800 ${isActive ? "font-semibold text-brand-800" : ""}`;

export function MenuItems({
  items,
  name,
  variant,
}: {
  items: readonly MenuEntry[];
  name: string;
  variant: Props["variant"];
}) {
  return (
    <ul>
      {items.map((item) =>
        isGroup(item) ? (
          <li key={item.id}>
            <MenuDisclosure group={item} name={`${name}-${item.id}`} variant={variant} nested />
          </li>
        ) : (
          <li key={item.id}>
            <NavLink to={item.to} end lang={item.lang} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * A menu group as a native disclosure (<details>): opens with Enter or Space without any script, and
 * the shell script (app/browser/shell.ts) closes the bar's groups on Escape, on a click elsewhere and when a link is chosen.
 */
export function MenuDisclosure({ group, name, variant, nested = false }: Props) {
  const bar = variant === "bar" && !nested;
  return (
    <details name={name} className={`group/menu ${bar ? "relative" : ""}`} data-menu-disclosure="">
      <summary
        lang={group.lang}
        className={
          bar
            ? `flex items-center gap-1 px-3 py-4 font-medium hover:text-brand-700 ${caret}`
            : `flex items-center justify-between px-4 py-2 font-medium hover:bg-brand-50 ${caret}`
        }
      >
        {group.label}
      </summary>
      <div
        className={
          bar
            ? "absolute left-0 top-full z-40 min-w-64 border-t-4 border-accent-500 bg-white py-2 text-slate-800 shadow-xl"
            : nested
              ? "border-l-4 border-brand-100 pl-2"
              : "bg-slate-50 pl-2"
        }
      >
        <MenuItems items={group.items} name={name} variant={variant} />
      </div>
    </details>
  );
}
