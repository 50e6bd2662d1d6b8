import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { type ProxyTrust, requestProtocol } from "./proxy-trust.ts";

/**
 * When the site's address is https and a trusted proxy says a request came over plain http, the visitor is sent to
 * the same page over https (301). Behind no trusted proxy the request's protocol is the connection's own, so this
 * never loops behind a proxy the server does not believe. The health check answers on any protocol.
 * Returns where a request must be sent instead, or undefined when it is answered where it is.
 */
export function httpsRedirect(siteUrl: string, trust: ProxyTrust | false) {
  const site = new URL(siteUrl);
  if (site.protocol !== "https:" || trust === false) return () => undefined;
  return (request: IncomingMessage): string | undefined => {
    if (request.url === "/healthz" || requestProtocol(request, trust) !== "http") return undefined;
    return `${site.origin}${request.url}`;
  };
}

export function registerHttpsRedirect(app: FastifyInstance, redirect: ReturnType<typeof httpsRedirect>) {
  app.addHook("onRequest", async (request, reply) => {
    const location = redirect(request.raw);
    if (location !== undefined) return reply.code(301).header("location", location).send();
  });
}
