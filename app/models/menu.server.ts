import type { Kysely, Selectable } from "kysely";
import type { Database, MenuItemTable } from "../../db/schema.ts";
import {
  MAX_DEPTH,
  type MenuName,
  type MenuRow,
  type SiteMenu,
  buildMenu,
  childrenOf,
  depthOf,
  heightOf,
  isInside,
} from "~/core/menu.ts";
import type { Language, MessageKey } from "~/messages/catalogue.ts";

type Db = Kysely<Database>;

const menuColumns = [
  "menu_items.id",
  "menu_items.menu",
  "menu_items.parent_id",
  "menu_items.position",
  "menu_items.kind",
  "menu_items.label_en",
  "menu_items.label_hi",
  "menu_items.target",
] as const;

const rowOf = (row: Selectable<MenuItemTable>): MenuRow => ({
  id: row.id,
  menu: row.menu,
  parentId: row.parent_id,
  position: row.position,
  kind: row.kind,
  labelEn: row.label_en,
  labelHi: row.label_hi,
  target: row.target,
});

/** Every entry of both menus, as the menu editor shows them. */
export async function readMenuRows(db: Db): Promise<MenuRow[]> {
  const rows = await db
    .selectFrom("menu_items")
    .select(menuColumns)
    .orderBy("menu")
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(rowOf);
}

/**
 * The header menu and the footer's quick links as a page shows them: one query, the one a page render makes. A link
 * to a page of the registry that is not published (a draft an editor added, or one unpublished) is left out until
 * it is (decision 049); the tables are named, not aliased, so a publish drops the cached pages (decision 038).
 */
export async function readSiteMenu(db: Db, language: Language): Promise<SiteMenu> {
  const rows = await db
    .selectFrom("menu_items")
    .leftJoin("pages", (join) =>
      join.on((eb) => eb(eb.fn("lower", ["pages.path"]), "=", eb.fn("lower", ["menu_items.target"]))),
    )
    .select([...menuColumns, "pages.id as page_id", "pages.published_revision_id"])
    .orderBy("menu_items.menu")
    .orderBy("menu_items.position")
    .orderBy("menu_items.id")
    .execute();
  const shown = rows.filter((row) => row.page_id === null || row.published_revision_id !== null);
  return buildMenu(shown.map(rowOf), language);
}

/**
 * The addresses (lower case) of the registry's pages that are not published: a menu link to one is left out of the
 * public menus (readSiteMenu), so the menu editor marks it.
 */
export async function unpublishedPagePaths(db: Db): Promise<string[]> {
  const pages = await db
    .selectFrom("pages")
    .select("path")
    .where("published_revision_id", "is", null)
    .where("path", "is not", null)
    .execute();
  return pages.map((page) => page.path!.toLowerCase());
}

/**
 * Where a new page of a console page group goes in the menu (decision 049): the footer's list for "footer", else
 * the shallowest header group that holds a link to a page of that group (so "about" goes where About Us is, even
 * after an editor renamed or moved the group), else the top of the header.
 */
export async function menuPlaceOfGroup(db: Db, group: string): Promise<MenuPlaceRef> {
  if (group === "footer") return "footer";
  const rows = await readMenuRows(db);
  const pages = await db
    .selectFrom("pages")
    .select("path")
    .where("menu_group", "=", group)
    .where("path", "is not", null)
    .execute();
  const paths = new Set(pages.map((page) => page.path!.toLowerCase()));
  const groups = rows
    .filter((row) => row.menu === "header" && row.target !== null && paths.has(row.target.toLowerCase()))
    .map((row) => rows.find((parent) => parent.id === row.parentId))
    .filter((parent): parent is MenuRow => parent !== undefined && depthOf(rows, parent) < MAX_DEPTH)
    .sort((a, b) => depthOf(rows, a) - depthOf(rows, b) || a.position - b.position);
  return groups[0]?.id ?? "header";
}

/**
 * Removes every link to one of `paths` (any letter case) from both menus, closing the gaps; call it inside the write
 * transaction of the change that makes them dead. Returns the rows removed, for the audit log.
 */
export async function removeLinksTo(db: Db, paths: readonly string[]): Promise<MenuRow[]> {
  const lower = new Set(paths.map((path) => path.toLowerCase()));
  const rows = await readMenuRows(db);
  const dead = rows.filter((row) => row.kind === "link" && row.target !== null && lower.has(row.target.toLowerCase()));
  if (dead.length === 0) return [];
  await db
    .deleteFrom("menu_items")
    .where(
      "id",
      "in",
      dead.map((row) => row.id),
    )
    .execute();
  const left = rows.filter((row) => !dead.includes(row));
  const parents = new Set(dead.map((row) => row.parentId ?? row.menu));
  for (const [parent, siblings] of childrenOf(left)) if (parents.has(parent)) await renumber(db, siblings);
  return dead;
}

/** Where an entry goes: the top of a menu ("header", "footer"), or the id of a group. */
export type MenuPlaceRef = MenuName | number;

interface MenuPlace {
  menu: MenuName;
  parentId: number | null;
}

export type MenuChange =
  | {
      intent: "add";
      kind: "link" | "group";
      place: MenuPlaceRef;
      label: string;
      labelHi?: string | null;
      target: string | null;
    }
  | { intent: "save"; id: number; label: string; labelHi?: string | null; target: string | null }
  | { intent: "up" | "down" | "out" | "remove"; id: number }
  | { intent: "move"; id: number; place: MenuPlaceRef };

/** What a change did (the entry before and after, for the audit log), or why it was refused. */
export type MenuChangeResult =
  | { ok: true; id: number; before: MenuRow | null; after: MenuRow | null }
  | { ok: false; field: "label" | "target" | "place" | ""; message: MessageKey };

const refuse = (field: "label" | "target" | "place" | "", message: MessageKey): MenuChangeResult => ({
  ok: false,
  field,
  message,
});

/** Gives the rows of one parent the positions 0, 1, 2 … in the order given. */
async function renumber(db: Db, siblings: readonly MenuRow[]) {
  for (const [position, row] of siblings.entries()) {
    if (row.position !== position) {
      await db.updateTable("menu_items").set({ position }).where("id", "=", row.id).execute();
    }
  }
}

/**
 * The place an entry of `height` levels (0 a link, 1 a group, 2 a group with a sub-group) would take, or why it may
 * not: the group exists, the footer stays a plain list of links, and nothing goes deeper than group → sub-group → link.
 */
function resolvePlace(
  rows: readonly MenuRow[],
  ref: MenuPlaceRef,
  height: number,
): { ok: true; place: MenuPlace } | { ok: false; refusal: MenuChangeResult } {
  const no = (message: MessageKey) => ({ ok: false as const, refusal: refuse("place", message) });
  if (typeof ref === "string") {
    if (ref === "footer" && height > 0) return no("console.menu.footerFlat");
    return height <= MAX_DEPTH ? { ok: true, place: { menu: ref, parentId: null } } : no("console.menu.tooDeep");
  }
  const parent = rows.find((row) => row.id === ref);
  if (!parent || parent.kind !== "group") return no("console.menu.unknownPlace");
  if (parent.menu === "footer") return no("console.menu.footerFlat");
  if (depthOf(rows, parent) + 1 + height > MAX_DEPTH) return no("console.menu.tooDeep");
  return { ok: true, place: { menu: parent.menu, parentId: parent.id } };
}

/**
 * Applies one editor's change to the stored menu; call it inside a write transaction (with the audit entry). The
 * content-version trigger of `menu_items` makes every cached page stale in the same transaction.
 */
export async function changeMenu(db: Db, change: MenuChange): Promise<MenuChangeResult> {
  const rows = await readMenuRows(db);
  const children = childrenOf(rows);
  const find = async (id: number) => (await readMenuRows(db)).find((row) => row.id === id) ?? null;

  if (change.intent === "add") {
    const height = change.kind === "group" ? 1 : 0;
    const resolved = resolvePlace(rows, change.place, height);
    if (!resolved.ok) return resolved.refusal;
    const { place } = resolved;
    const siblings = children.get(place.parentId ?? place.menu) ?? [];
    const inserted = await db
      .insertInto("menu_items")
      .values({
        menu: place.menu,
        parent_id: place.parentId,
        position: siblings.length,
        kind: change.kind,
        label_en: change.label,
        label_hi: change.labelHi ?? null,
        target: change.kind === "link" ? change.target : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: inserted.id, before: null, after: await find(inserted.id) };
  }

  const row = rows.find((candidate) => candidate.id === change.id);
  if (!row) return refuse("", "console.menu.gone");
  const siblings = children.get(row.parentId ?? row.menu) ?? [];
  const index = siblings.findIndex((sibling) => sibling.id === row.id);
  const done = async (): Promise<MenuChangeResult> => ({
    ok: true,
    id: row.id,
    before: row,
    after: await find(row.id),
  });

  switch (change.intent) {
    case "save": {
      if (row.kind === "link" && !change.target) return refuse("target", "console.menu.enterTarget");
      await db
        .updateTable("menu_items")
        .set({
          label_en: change.label,
          // A change that names no Hindi label leaves the stored one as it is.
          ...(change.labelHi === undefined ? {} : { label_hi: change.labelHi }),
          target: row.kind === "link" ? change.target : null,
        })
        .where("id", "=", row.id)
        .execute();
      return done();
    }
    case "up":
    case "down": {
      const other = index + (change.intent === "up" ? -1 : 1);
      if (other < 0 || other >= siblings.length) return refuse("", "console.menu.cannotMove");
      const reordered = [...siblings];
      [reordered[index], reordered[other]] = [reordered[other]!, reordered[index]!];
      await renumber(db, reordered);
      return done();
    }
    case "out": {
      const parent = rows.find((candidate) => candidate.id === row.parentId);
      if (!parent) return refuse("", "console.menu.cannotMove");
      const outer = [...(children.get(parent.parentId ?? parent.menu) ?? [])];
      await db.updateTable("menu_items").set({ parent_id: parent.parentId }).where("id", "=", row.id).execute();
      outer.splice(outer.findIndex((entry) => entry.id === parent.id) + 1, 0, row);
      await renumber(
        db,
        siblings.filter((entry) => entry.id !== row.id),
      );
      await renumber(
        db,
        outer.map((entry) => (entry.id === row.id ? { ...entry, position: -1 } : entry)),
      );
      return done();
    }
    case "move": {
      const destination = rows.find((candidate) => candidate.id === change.place);
      if (destination && isInside(rows, destination, row.id)) return refuse("place", "console.menu.intoItself");
      const resolved = resolvePlace(rows, change.place, heightOf(rows, row));
      if (!resolved.ok) return resolved.refusal;
      const { place } = resolved;
      if (place.menu === row.menu && place.parentId === row.parentId)
        return refuse("place", "console.menu.alreadyThere");
      const target = children.get(place.parentId ?? place.menu) ?? [];
      await db
        .updateTable("menu_items")
        .set({ menu: place.menu, parent_id: place.parentId, position: target.length })
        .where("id", "=", row.id)
        .execute();
      await renumber(
        db,
        siblings.filter((entry) => entry.id !== row.id),
      );
      return done();
    }
    case "remove": {
      if (children.get(row.id)?.length) return refuse("", "console.menu.groupNotEmpty");
      await db.deleteFrom("menu_items").where("id", "=", row.id).execute();
      await renumber(
        db,
        siblings.filter((entry) => entry.id !== row.id),
      );
      return { ok: true, id: row.id, before: row, after: null };
    }
  }
}
