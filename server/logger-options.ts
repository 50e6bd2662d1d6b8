import type { LoggerOptions } from "pino";

/** Logs say what happened to which request, never what a visitor typed: no bodies, no query strings, no IPs. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
    },
  };
}
