import type { FastifyInstance } from "fastify";
import { isConsolePath } from "./console-path.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for the staff console: a state-changing request must come from the site
 * itself, as the browser says in Sec-Fetch-Site or Origin. (The session cookie is also SameSite=Lax.)
 */
export function registerStaffCsrfGuard(app: FastifyInstance, siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isConsolePath(request.url)) return;
    const fetchSite = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const sameSite = fetchSite ? fetchSite === "same-origin" : origin === siteOrigin || origin === ownOrigin;
    if (!sameSite) {
      request.log.warn({ fetchSite, hasOrigin: Boolean(origin) }, "refused a cross-site request to the staff console");
      return reply
        .code(403)
        .type("text/plain; charset=utf-8")
        .send("Refused: this request did not come from the site itself.");
    }
  });
}
