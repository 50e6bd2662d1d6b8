import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { claimMessage, dueMessageIds, markAttemptFailed, markSent } from "../../app/models/mail-outbox.server.ts";
import { type MailTransport, isPermanentFailure } from "./smtp-transport.ts";

/** Attempts before a message is given up (with the backoff of retryDelayMs, about four hours in all). */
export const MAX_ATTEMPTS = 10;

export interface MailWorkerOptions {
  database: Db;
  transport: MailTransport;
  pollMs: number;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  maxAttempts?: number;
  batchSize?: number;
}

export interface RoundResult {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailWorker {
  /** Sends what is due at `now`; rounds never overlap, so one process never sends a message twice. */
  runOnce(now?: Date): Promise<RoundResult>;
  /** Starts polling every pollMs. */
  start(): void;
  /** Asks for a round soon (after a submission queued mail), without waiting for the next poll. */
  nudge(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim() || "unknown error";

/**
 * The outbox's sender. Each due message is claimed in the database first (so a second process cannot take it too),
 * then handed to the transport; a failure is recorded on the message with its next attempt time, never thrown.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { database, transport, log } = options;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const batchSize = options.batchSize ?? 20;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<RoundResult> | null = null;
  let wanted = false;
  let stopped = false;
  /** A round that found a full batch leaves more behind: the next one starts at once, not at the next poll. */
  let batchWasFull = false;

  async function sendOne(id: number, now: Date, result: RoundResult) {
    const message = await claimMessage(database.db, id, now);
    if (!message) return;
    try {
      await transport.send(message);
      await markSent(database.db, id);
      result.sent++;
    } catch (error) {
      const status = await markAttemptFailed(database.db, message, errorText(error), {
        now,
        maxAttempts,
        permanent: isPermanentFailure(error),
      });
      // The id and the attempt, never the address or the text: logs carry no personal data.
      log.warn(
        { mailId: id, attempt: message.attempts + 1, err: errorText(error), status },
        status === "failed" ? "mail given up" : "mail attempt failed",
      );
      if (status === "failed") result.failed++;
      else result.retrying++;
    }
  }

  async function round(now: Date): Promise<RoundResult> {
    const result: RoundResult = { sent: 0, retrying: 0, failed: 0 };
    batchWasFull = false;
    const due = await dueMessageIds(database.db, now, batchSize);
    batchWasFull = due.length === batchSize;
    for (const id of due) {
      if (stopped) break;
      await sendOne(id, now, result);
    }
    return result;
  }

  function runOnce(now = new Date()): Promise<RoundResult> {
    const previous = inFlight?.catch(() => undefined) ?? Promise.resolve();
    const next = previous
      .then(() => round(now))
      .finally(() => {
        if (inFlight === next) inFlight = null;
      });
    inFlight = next;
    return next;
  }

  /** One round at a time; a nudge during a round asks for one more after it. */
  function tick() {
    if (stopped) return;
    if (inFlight) {
      wanted = true;
      return;
    }
    runOnce()
      .then((result) => {
        if (result.sent || result.failed) log.info(result, "mail round");
      })
      .catch((error: unknown) => log.error({ err: error }, "mail round failed"))
      .finally(() => {
        if (wanted || batchWasFull) {
          wanted = false;
          tick();
        }
      });
  }

  return {
    runOnce,
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, options.pollMs);
      timer.unref();
      tick();
    },
    nudge: () => setImmediate(tick),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight?.catch(() => undefined);
      transport.close();
    },
  };
}
