import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { countRatesFor } from "./abuse/shared-rate-counts.ts";

const RESTART_AFTER_MS = 1_000;

/**
 * The primary of several server processes (decision 042). The database is ready before it is called; it starts
 * `processes` workers, which share the listening port (each accepts new connections from it as it can) and keeps the form rate-limit counters for all of them. A worker that ends unexpectedly is replaced after a
 * second, unless it exited before it began to serve (a fault of the start, which another would repeat: the site
 * stops with an error). SIGTERM and SIGINT are passed to every worker; each finishes its requests in flight,
 * and the primary exits when the last one has, with 0 when all stopped cleanly.
 */
export function runPrimary({ processes, log }: { processes: number; log: Logger }) {
  let stopping = false;
  let exitCode = 0;
  const serving = new Set<Worker>();

  // Each worker accepts its connections itself: with the primary handing them out in turn, its own turns and the
  // hand-over through IPC made a crowd's slowest answers twice as slow (docs/performance.md). NODE_CLUSTER_SCHED_POLICY
  // still chooses, as Node documents it, where it is set.
  if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
  countRatesFor(cluster);
  let replacing = 0;
  cluster.on("listening", (worker) => {
    serving.add(worker);
    if (replacing > 0) {
      replacing--;
      log.warn("a new server process serves in place of the one that ended");
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const served = serving.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet, and the SIGTERM it was sent ends it: that is a clean stop too.
      if (code !== 0 && signal !== "SIGTERM") exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    // A worker that failed before it served (an error of the start) would fail again: the site stops. One ended by
    // a signal (the kernel's out-of-memory killer, an operator) is replaced like any other.
    if (!served && signal === null) {
      log.fatal({ code, signal }, "a server process ended before it could serve: stopping the site");
      stop(1);
      return;
    }
    log.error({ code, signal }, "a server process ended: starting another");
    replacing++;
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_AFTER_MS).unref();
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      log.info({ signal }, "stopping: every server process finishes its requests in flight");
      stop(0);
    });
  }

  for (let started = 0; started < processes; started++) cluster.fork();
  log.info({ processes }, "server processes started");
}
