import { type Expression, type SqlBool, sql } from "kysely";
// eslint-disable-next-line boundaries/dependencies -- the list of listed tables is moving out of the migration
import type { listedTables } from "../../db/migrations/006-show-window.ts";
import "../../db/schema-show-window.ts";

/** Shared converters between database rows and plain values. */
export const isTrue = (flag: number | boolean) => flag === 1 || flag === true;
export const flag = (value: boolean) => (value ? 1 : 0);
export const nowIso = () => new Date().toISOString();

export type ListedTable = (typeof listedTables)[number];

/**
 * The one rule for what the public site shows of a list: published, and `now` inside the item's optional show
 * window (from inclusive, until exclusive; ISO instants compare as strings on both databases).
 */
export function shownNow(table: ListedTable, now: string = nowIso()): Expression<SqlBool> {
  const column = (name: "published" | "show_from" | "show_until") => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${column("published")} = 1 and (${column("show_from")} is null or ${column("show_from")} <= ${now}) and (${column("show_until")} is null or ${column("show_until")} > ${now}))`;
}
