import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** Headers must have arrived within this long (Node checks every `CHECK_MS`). */
export const HEADERS_TIMEOUT_MS = 30_000;
const CHECK_MS = 5_000;

/** A body slower than this over any window is cut off: far below any real connection, even 2G (64 kbit/s = 8 KB/s). */
export const BODY_WINDOW_MS = 30_000;
export const BODY_MIN_BYTES_PER_WINDOW = 30 * 1024;

/** What the Node server is created with: slow headers are dropped; no cap on a whole request's time. */
export const slowClientServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  connectionsCheckingInterval: CHECK_MS,
  // A slow but real upload may take minutes; the body watch below tells it from one that barely moves.
  requestTimeout: 0,
};

/**
 * Cuts off a request whose body barely moves (under 1 KB/s over any 30 s window), so a client trickling a byte now
 * and then cannot hold a connection and its buffers for ever. It reads only the socket's byte count, never the body
 * itself, and stops as soon as the body is complete. A real upload, however slow its line, keeps well above the rate.
 */
export function registerBodyWatch(
  app: FastifyInstance,
  { windowMs = BODY_WINDOW_MS, minBytes = BODY_MIN_BYTES_PER_WINDOW } = {},
) {
  app.addHook("onRequest", async (request) => {
    const raw = request.raw;
    const length = Number(raw.headers["content-length"] ?? 0);
    const chunked = /chunked/i.test(String(raw.headers["transfer-encoding"] ?? ""));
    if (raw.complete || (!chunked && !(length > 0))) return;
    const socket = raw.socket;
    // Only a real connection can be cut off (requests injected in tests have a stand-in socket).
    if (!(socket instanceof Socket)) return;
    let windowStart = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const arrived = socket.bytesRead - windowStart;
      windowStart = socket.bytesRead;
      if (arrived >= minBytes) return;
      clearInterval(timer);
      request.log.warn({ arrived, windowMs }, "cut off a request body that barely moves");
      socket.destroy();
    }, windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once("end", stop);
    raw.once("close", stop);
  });
}
