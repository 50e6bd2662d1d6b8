import type { Kysely } from "kysely";
import { nextShowWindowChange, readContentVersions } from "../../app/models/content-versions.server.ts";
import type { Database } from "../../db/schema.ts";

export interface ContentWatch {
  /** The tables whose changes are known; a page that read any other table is not cached. */
  tracked(): readonly string[];
  stop(): void;
}

/**
 * Watches what makes cached pages stale, for one process: the version of every site-content table (raised by
 * database triggers on every write, whoever writes) polled every `pollMs`, and the next moment a row's show window
 * opens or closes in each table, at which the table counts as changed. `onChange` gets the tables that changed.
 */
export async function watchContent(
  db: Kysely<Database>,
  onChange: (tables: string[]) => void,
  options: { pollMs?: number; now?: () => number } = {},
): Promise<ContentWatch> {
  const pollMs = options.pollMs ?? 250;
  const now = options.now ?? Date.now;
  const versions = new Map<string, number>();
  const windowTimers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const readVersions = async () => {
    const rows = await readContentVersions(db);
    const changed: string[] = [];
    for (const row of rows) {
      if (versions.has(row.tag) && versions.get(row.tag) !== row.version) changed.push(row.tag);
      versions.set(row.tag, row.version);
    }
    return changed;
  };

  // The next instant a show window opens or closes in a table; the page showing it changes then.
  const scheduleWindow = async (table: string) => {
    clearTimeout(windowTimers.get(table));
    windowTimers.delete(table);
    const next = await nextShowWindowChange(db, table, new Date(now()));
    if (!next || stopped) return;
    // Timers cannot wait longer than about 24.8 days; a later instant is looked at again then.
    const wait = Math.min(next.getTime() - now(), 2 ** 31 - 1);
    const timer = setTimeout(
      () => {
        onChange([table]);
        void scheduleWindow(table);
      },
      Math.max(wait, 0),
    );
    timer.unref();
    windowTimers.set(table, timer);
  };

  await readVersions();
  await Promise.all([...versions.keys()].map(scheduleWindow));
  const poll = setInterval(() => {
    readVersions()
      .then(async (changed) => {
        if (changed.length === 0 || stopped) return;
        onChange(changed);
        await Promise.all(changed.map(scheduleWindow));
      })
      .catch(() => {
        // The database is briefly unreachable or closing: the next poll tries again.
      });
  }, pollMs);
  poll.unref();

  return {
    tracked: () => [...versions.keys()],
    stop() {
      stopped = true;
      clearInterval(poll);
      for (const timer of windowTimers.values()) clearTimeout(timer);
    },
  };
}
