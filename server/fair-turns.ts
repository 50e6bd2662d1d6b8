import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";

/** Work one turn of the event loop may do on requests before the rest wait for the next turn. */
export const TURN_BUDGET_MS = 2;

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Keeps each turn of the event loop short while the server is saturated, so that a crowd's new connections are
 * accepted in milliseconds, not seconds (decision 033). libuv accepts one connection per turn, and a turn serves
 * every request that is ready; under a crowd of 200 a turn took 50 ms and the 200th visitor's connection was
 * accepted 6 s after the first. Here a turn starts requests for at most `budgetMs`; the requests past that wait,
 * in the order they came, for the next turn (`setImmediate` from the check phase runs after the next poll, where
 * the next connection is accepted). A server that is not saturated never reaches the budget and defers nothing.
 *
 * It wraps the server's own request handler, so it counts every request: pages answered from the page cache before
 * Fastify (decision 037) as well as those Fastify routes.
 */
export function fairTurns(handler: RequestHandler, budgetMs = TURN_BUDGET_MS): RequestHandler {
  /** When this turn's requests began (performance.now()), or -1 before the first of them. */
  let turnStart = -1;
  let waiting = 0;

  function hasRoom(): boolean {
    const now = performance.now();
    if (turnStart < 0) {
      turnStart = now;
      // Immediates queued now run at this turn's end, or, queued from there, at the next turn's end: before any
      // request deferred after them, so those start a new turn's budget.
      setImmediate(() => (turnStart = -1));
    }
    return now - turnStart < budgetMs;
  }

  function resume(request: IncomingMessage, response: ServerResponse) {
    if (!hasRoom()) return void setImmediate(resume, request, response);
    waiting--;
    handler(request, response);
  }

  return (request, response) => {
    if (waiting === 0 && hasRoom()) return handler(request, response);
    waiting++;
    setImmediate(resume, request, response);
  };
}
