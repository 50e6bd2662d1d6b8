import type { FastifyInstance } from "fastify";
import { type Db, isReachable } from "../db/client.ts";

/** 200 only while the database answers; load balancers take the process out of rotation otherwise. */
export function registerHealth(app: FastifyInstance, database: Db) {
  app.get("/healthz", async (_request, reply) => {
    const ok = await isReachable(database);
    return reply
      .code(ok ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: ok ? "ok" : "database unreachable" });
  });
}
