import type { Language } from "~/messages/catalogue.ts";

/**
 * The header menu and the footer's quick links as the shell draws them (decision 044): stored as rows of
 * `menu_items`, edited at /admin/menu, read once per page render. These are the shapes and the rules; the model
 * (app/models/menu.server.ts) reads and writes them.
 */
export type MenuName = "header" | "footer";
export const menuNames: readonly MenuName[] = ["header", "footer"];

export interface MenuLink {
  id: number;
  label: string;
  /** The Hindi label as stored, in the menu editor's copy only (`buildMenu(rows, "editor")`). */
  labelHi?: string;
  to: string;
  /** The label's language where it is not the page's (English on a Hindi page): the menus and the site map mark it. */
  lang?: "en";
}
export interface MenuGroup {
  id: number;
  label: string;
  labelHi?: string;
  lang?: "en";
  items: MenuEntry[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => "items" in entry;

/** The menus a page shows. */
export interface SiteMenu {
  header: MenuEntry[];
  footer: MenuLink[];
}

/** One stored entry, as the model reads it. */
export interface MenuRow {
  id: number;
  menu: MenuName;
  parentId: number | null;
  position: number;
  kind: "link" | "group";
  labelEn: string;
  labelHi: string | null;
  target: string | null;
}

/**
 * The deepest an entry may sit: the top of the menu is 0, so a link may be at 2 and a group at 1 at most
 * (group → sub-group → link, as the spec's Course → Diploma → Civil).
 */
export const MAX_DEPTH = 2;
/** Labels are short: they fit a menu bar. */
export const MAX_LABEL = 60;

const byPlace = (a: MenuRow, b: MenuRow) => a.position - b.position || a.id - b.id;

/** The rows in each parent, in order: the key is the parent's id, or the menu's name at its top. */
export function childrenOf(rows: readonly MenuRow[]): Map<number | MenuName, MenuRow[]> {
  const children = new Map<number | MenuName, MenuRow[]>();
  for (const row of rows) {
    const key = row.parentId ?? row.menu;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  for (const list of children.values()) list.sort(byPlace);
  return children;
}

/**
 * The menus built from their rows. For a page, each label in the page's language: a Hindi page shows an entry's
 * Hindi label, or its English one while it has none (marked `lang: "en"`). For the menu editor, the English label
 * with the Hindi one beside.
 */
export function buildMenu(rows: readonly MenuRow[], reader: Language | "editor" = "en"): SiteMenu {
  const children = childrenOf(rows);
  const labels = (row: MenuRow) =>
    reader === "editor"
      ? { label: row.labelEn, labelHi: row.labelHi ?? "" }
      : reader === "hi" && row.labelHi
        ? { label: row.labelHi }
        : { label: row.labelEn, ...(reader === "en" ? {} : { lang: "en" as const }) };
  const entries = (key: number | MenuName): MenuEntry[] =>
    (children.get(key) ?? []).map((row) =>
      row.kind === "group"
        ? { id: row.id, ...labels(row), items: entries(row.id) }
        : { id: row.id, ...labels(row), to: row.target ?? "/" },
    );
  return {
    header: entries("header"),
    footer: entries("footer").filter((entry): entry is MenuLink => !isGroup(entry)),
  };
}

/** How deep a row sits: 0 at the top of its menu. */
export function depthOf(rows: readonly MenuRow[], row: MenuRow): number {
  let depth = 0;
  let parentId = row.parentId;
  while (parentId !== null) {
    depth += 1;
    parentId = rows.find((other) => other.id === parentId)?.parentId ?? null;
  }
  return depth;
}

/** How many levels a row takes: 0 for a link, 1 for a group of links (or an empty one), 2 with a sub-group. */
export function heightOf(rows: readonly MenuRow[], row: MenuRow): number {
  if (row.kind === "link") return 0;
  const heights = rows.filter((child) => child.parentId === row.id).map((child) => heightOf(rows, child));
  return 1 + Math.max(0, ...heights);
}

/** Whether `row` is `ancestorId` or sits somewhere inside it. */
export function isInside(rows: readonly MenuRow[], row: MenuRow, ancestorId: number): boolean {
  for (let current: MenuRow | undefined = row; current;) {
    if (current.id === ancestorId) return true;
    const parentId: number | null = current.parentId;
    current = parentId === null ? undefined : rows.find((other) => other.id === parentId);
  }
  return false;
}
