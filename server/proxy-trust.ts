import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";

/** Whether the hop at `hop` (0 = the connection's own peer) is a proxy the site believes. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The one test of which proxies are trusted (TRUST_PROXY), given to Fastify and used where a request is answered
 * before Fastify sees it: a hop count trusts the nearest proxies only (the addresses they added), a list trusts
 * those addresses; the client's own hops never count.
 */
export function proxyTrust(setting: false | number | string[]): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The protocol a request came over, as Fastify's `request.protocol` reckons it with the same trust. */
export function requestProtocol(request: IncomingMessage, trust: ProxyTrust): string {
  const forwarded = request.headers["x-forwarded-proto"];
  const address = request.socket.remoteAddress;
  if (forwarded && address !== undefined && trust(address, 0)) {
    const value = Array.isArray(forwarded) ? forwarded.join(",") : forwarded;
    return value.slice(value.lastIndexOf(",") + 1).trim();
  }
  return "encrypted" in request.socket && request.socket.encrypted ? "https" : "http";
}
