import type { FastifyInstance } from "fastify";

/**
 * When the site's address is https and a trusted proxy says a request came over plain http, the visitor is sent to
 * the same page over https (301). Behind no trusted proxy the request's protocol is the connection's own, so this
 * never loops behind a proxy the server does not believe. The health check answers on any protocol.
 */
export function registerHttpsRedirect(app: FastifyInstance, siteUrl: string, trustsProxy: boolean) {
  const site = new URL(siteUrl);
  if (site.protocol !== "https:" || !trustsProxy) return;
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol !== "http" || request.url === "/healthz") return;
    return reply.code(301).header("location", `${site.origin}${request.url}`).send();
  });
}
