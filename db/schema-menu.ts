import type { Generated } from "kysely";

/*
 * The header menu and the footer's quick links. Kept beside db/schema.ts, which gathers it into its `Database` and
 * `columnsOf`.
 */

/** An entry of the header menu or of the footer's quick links (migration 015, decision 044). */
export interface MenuItemTable {
  id: Generated<number>;
  menu: "header" | "footer";
  /** The group it sits in; null at the top of its menu. */
  parent_id: number | null;
  /** Its place among its siblings, from 0. */
  position: number;
  kind: "link" | "group";
  label_en: string;
  /** Null until a Hindi label is written; the English one is shown meanwhile. */
  label_hi: string | null;
  /** A link's path or https address; null for a group. */
  target: string | null;
}

/** The tables above, by name. */
export interface MenuTables {
  menu_items: MenuItemTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const menuColumnsOf = {
  menu_items: {
    id: "integer",
    menu: "text",
    parent_id: "integer | null",
    position: "integer",
    kind: "text",
    label_en: "text",
    label_hi: "text | null",
    target: "text | null",
  },
} as const;
