import { AsyncLocalStorage } from "node:async_hooks";
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/** The tables one page render read. */
export interface ReadSet {
  tables: Set<string>;
}

const current = new AsyncLocalStorage<ReadSet>();

/** Runs `work` (a page render) and everything it starts with `readSet` as the place to note the tables read. */
export function trackReads<T>(readSet: ReadSet, work: () => T): T {
  return current.run(readSet, work);
}

/** Notes tables as read by the render in progress, if there is one: for data it takes from elsewhere than a query. */
export function noteReads(tables: Iterable<string>) {
  const readSet = current.getStore();
  if (readSet) for (const table of tables) readSet.tables.add(table);
}

/** Every table named in a query: table nodes anywhere in the tree, and names written inside raw SQL fragments. */
function collectTables(node: unknown, knownTables: readonly string[], into: ReadSet) {
  if (Array.isArray(node)) {
    for (const child of node) collectTables(child, knownTables, into);
    return;
  }
  if (!node || typeof node !== "object") return;
  const kind = (node as OperationNode).kind;
  if (kind === "TableNode") {
    const name = (node as { table: { identifier: { name: string } } }).table.identifier.name;
    into.tables.add(name);
  } else if (kind === "RawNode") {
    // Raw SQL may name a table in its text: look for every known table there (a superset is safe).
    const text = (node as { sqlFragments: readonly string[] }).sqlFragments.join(" ");
    for (const table of knownTables) if (new RegExp(`\\b${table}\\b`).test(text)) into.tables.add(table);
    for (const match of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi))
      into.tables.add(match[1]!);
  }
  for (const value of Object.values(node))
    if (value && typeof value === "object") collectTables(value, knownTables, into);
}

/**
 * A Kysely plugin on the pages' database handle that notes, for the render in progress, which tables its queries
 * read. The page cache tags each page with them, so a change to a table makes exactly the pages that read it stale.
 */
export class ReadTracker implements KyselyPlugin {
  constructor(private readonly knownTables: () => readonly string[]) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const readSet = current.getStore();
    if (readSet) collectTables(node, this.knownTables(), readSet);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
