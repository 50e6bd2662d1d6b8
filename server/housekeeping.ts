import type { FastifyInstance } from "fastify";

const EVERY_MS = 60 * 60 * 1000;

/**
 * Runs a clean-up job once the server is ready and then every hour; a failure is logged and tried again next hour,
 * and the timer never keeps the process alive or outlives the server.
 */
export function scheduleHourly(app: FastifyInstance, name: string, job: () => Promise<number>) {
  const run = () =>
    job()
      .then((removed) => {
        if (removed > 0) app.log.info({ job: name, removed }, "housekeeping removed what nothing uses");
      })
      .catch((error: unknown) => app.log.error({ err: error, job: name }, "housekeeping failed"));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
