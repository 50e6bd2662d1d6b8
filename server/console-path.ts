import type { FastifyInstance } from "fastify";

/**
 * True when a request's path is the staff console's, however it is written: React Router matches paths without
 * regard to case, so `/ADMIN/news`, `/%61dmin/news` and `//admin/news` are the console too.
 */
export function isConsolePath(url: string): boolean {
  const raw = url.split(/[?#]/, 1)[0] ?? "";
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  return /^\/admin(?:[/.]|$)/.test(path.replace(/\/{2,}/g, "/").toLowerCase());
}

/**
 * The staff console's answers hold personal data (the Aadhaar reveal among them): no cache may keep them, in the
 * browser or on the way; the browser is told so on every answer under /admin.
 */
export function registerConsoleNoStore(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (isConsolePath(request.url)) reply.header("cache-control", "no-store");
    return payload;
  });
}
