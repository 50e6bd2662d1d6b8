import { type Expression, type SqlBool, expressionBuilder, sql } from "kysely";
import type { Database, ListedTable } from "../../db/schema.ts";

export type { ListedTable } from "../../db/schema.ts";

/** Shared converters between database rows and plain values. */
export const isTrue = (flag: number | boolean) => flag === 1 || flag === true;
export const flag = (value: boolean) => (value ? 1 : 0);
export const nowIso = () => new Date().toISOString();

/**
 * The one rule for what the public site shows of a list: published, and `now` inside the item's optional show
 * window (from inclusive, until exclusive; ISO instants compare as strings on both databases).
 */
export function shownNow(table: ListedTable, now: string = nowIso()): Expression<SqlBool> {
  const { ref } = expressionBuilder<Database, ListedTable>();
  const published = ref(`${table}.published` as const);
  const from = ref(`${table}.show_from` as const);
  const until = ref(`${table}.show_until` as const);
  return sql<SqlBool>`(${published} = 1 and (${from} is null or ${from} <= ${now}) and (${until} is null or ${until} > ${now}))`;
}
