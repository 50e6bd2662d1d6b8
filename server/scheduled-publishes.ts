import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { applyDueSchedules } from "../app/models/page-publishing.server.ts";

/** How often the server looks for publishes whose instant has come: an editor picks a minute, so well under one. */
export const SCHEDULE_ROUND_MS = 30_000;

/**
 * One round: carries out every publish due at `now` (also those whose instant passed while no server ran). Several
 * processes may run rounds at once; each publish is claimed once in the database (decision 036). A failure is
 * logged and the publish stays unclaimed for the next round; a round never throws.
 */
export async function publishDueSchedules(database: Db, log: FastifyBaseLogger, now: Date): Promise<number> {
  try {
    const applied = await applyDueSchedules(database, now);
    for (const done of applied) log.info({ pageId: done.pageId, revision: done.revision }, "scheduled publish applied");
    return applied.length;
  } catch (error) {
    log.error({ err: error }, "scheduled publishes failed");
    return 0;
  }
}

export interface PublishRoundOptions {
  everyMs?: number;
  /** The clock of the rounds; tests pass their own. */
  now?: () => Date;
}

/**
 * Runs a round once the server is ready (a publish missed while the server was down happens at this start) and
 * then every `everyMs`. The timer never keeps the process alive, and closing the server waits for a round in
 * progress so it never runs on a closed database.
 */
export function schedulePublishRounds(app: FastifyInstance, database: Db, options: PublishRoundOptions = {}) {
  const { everyMs = SCHEDULE_ROUND_MS, now = () => new Date() } = options;
  const log = app.log.child({ part: "scheduled-publishes" });
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const round = () => {
    // One round at a time: a slow round (a busy database) is not overtaken by the next.
    running = running.then(() => (closed ? 0 : publishDueSchedules(database, log, now())));
  };
  app.addHook("onReady", async () => {
    round();
    timer = setInterval(round, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
