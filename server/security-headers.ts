import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { libraryStyleHashes } from "./library-styles.ts";

const NONCE = Symbol("cspNonce");

declare module "fastify" {
  interface FastifyRequest {
    cspNonce: string;
  }
}

/** Third-party origins the pages may frame: only the map, and only after the visitor asks for it. */
export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org";

/**
 * Inline scripts are allowed by the request's nonce, or, on a page served from the page cache (where a nonce would be
 * shared by everyone who gets the page), by the hashes of exactly the inline scripts the page holds.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(inline: InlineScripts, https: boolean): string {
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'sha256-${hash}'`);
  const styles = libraryStyleHashes().map((hash) => `'sha256-${hash}'`);
  return [
    // Nothing is allowed that is not named below (decision 035).
    "default-src 'none'",
    ["script-src 'self'", ...allowed].join(" "),
    // No inline styles: no style attribute in the HTML, no <style> element but the toast library's, by its hash.
    ["style-src 'self'", ...styles].join(" "),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every response carries; the CSP is enforced in production and report-only under the Vite dev server. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; enforceCsp: boolean }) {
  // A nonce is drawn only for a response that asks for one (a rendered page): a cached page, an image or an API
  // answer has no inline script to allow, and drawing 16 random bytes for each was a tenth of a cached page's CPU.
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= randomBytes(16).toString("base64"));
    },
  });
  app.addHook("onSend", async (request: FastifyRequest & { [NONCE]?: string }, reply) => {
    const nonce = request[NONCE];
    const csp = contentSecurityPolicy(nonce === undefined ? { hashes: [] } : { nonce }, options.https);
    reply.header(options.enforceCsp ? "content-security-policy" : "content-security-policy-report-only", csp);
    reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    // A page may ask for a stricter policy (a saved draft's, decision 067).
    if (!reply.hasHeader("referrer-policy")) reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    reply.header("cross-origin-opener-policy", "same-origin");
  });
}
