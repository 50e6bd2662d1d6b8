import type { Cluster, Worker } from "node:cluster";
import { createRequire } from "node:module";

/** A count of hits on one key in its window, as @fastify/rate-limit's stores report it. */
interface Count {
  current: number;
  ttl: number;
}
type CountCallback = (error: Error | null, count?: Count) => void;

/** The part of @fastify/rate-limit's store contract the site's limits use. */
interface CountStore {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
}

// @fastify/rate-limit's own in-memory counter (a fixed window per key, least recently used keys forgotten first),
// loaded by path as the package has no type declarations for it.
const LocalStore = createRequire(import.meta.url)("@fastify/rate-limit/store/LocalStore") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CountStore;

const KEYS_KEPT = 50_000;

interface CountRequest {
  type: "rate-count";
  id: number;
  key: string;
  timeWindow: number;
  max: number;
}
interface CountAnswer {
  type: "rate-count";
  id: number;
  count: Count;
}

const isCountMessage = (message: unknown): message is CountRequest | CountAnswer =>
  typeof message === "object" && message !== null && (message as CountRequest).type === "rate-count";

/**
 * The primary process's side (decision 042): one set of counters for every server process, so that a visitor's
 * posts count the same whichever process their connection reaches. Each worker asks with a message per hit.
 */
export function countRatesFor(workers: Cluster, store: CountStore = newCountStore()) {
  workers.on("message", (worker: Worker, message: unknown) => {
    if (!isCountMessage(message) || !("key" in message)) return;
    store.incr(
      message.key,
      (_error, count) => {
        const answer: CountAnswer = { type: "rate-count", id: message.id, count: count! };
        if (worker.isConnected()) worker.send(answer);
      },
      message.timeWindow,
      message.max,
    );
  });
}

export const newCountStore = (): CountStore => new LocalStore(false, false, KEYS_KEPT);

/**
 * A worker's store for @fastify/rate-limit (its `store` option): every hit is counted by the primary process.
 * An answer that does not come within a second counts the hit as allowed rather than hold the visitor's post.
 */
export class PrimaryCountStore implements CountStore {
  private static nextId = 0;
  private static readonly waiting = new Map<number, CountCallback>();
  private static listening = false;

  incr(key: string, callback: CountCallback, timeWindow: number, max: number) {
    PrimaryCountStore.listen();
    const id = ++PrimaryCountStore.nextId;
    const timer = setTimeout(() => {
      PrimaryCountStore.waiting.delete(id);
      callback(null, { current: 1, ttl: timeWindow });
    }, 1000);
    PrimaryCountStore.waiting.set(id, (error, count) => {
      clearTimeout(timer);
      callback(error, count);
    });
    const request: CountRequest = { type: "rate-count", id, key, timeWindow, max };
    process.send!(request);
  }

  child() {
    return this;
  }

  private static listen() {
    if (PrimaryCountStore.listening) return;
    PrimaryCountStore.listening = true;
    process.on("message", (message: unknown) => {
      if (!isCountMessage(message) || !("count" in message)) return;
      const answer = message;
      const callback = PrimaryCountStore.waiting.get(answer.id);
      PrimaryCountStore.waiting.delete(answer.id);
      callback?.(null, answer.count);
    });
  }
}
