import type { FastifyInstance } from "fastify";

/**
 * A page that React drew at once (app/entry.server.tsx gives it a `Content-Length`) reaches Fastify as a stream of one
 * chunk through the React Router adapter. Handed on as one buffer, compression takes it in one call (`syncThreshold`
 * of @fastify/compress) instead of setting up a zlib stream for it, which cost nearly twice the CPU of compressing it.
 * A page still streaming (no length: it waits on data) is left as a stream.
 */
export function registerWholeDocuments(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!isStream(payload) || !reply.hasHeader("content-length")) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return payload;
    return payloadBytes(payload);
  });
}

function isStream(payload: unknown): payload is AsyncIterable<unknown> {
  return typeof payload === "object" && payload !== null && Symbol.asyncIterator in payload && "pipe" in payload;
}

/** An answer's payload as bytes, a stream read to its end; `undefined` for a payload that is neither. */
export async function payloadBytes(payload: unknown): Promise<Buffer | undefined> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === "string") return Buffer.from(payload);
  if (payload && typeof payload === "object" && Symbol.asyncIterator in payload) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as AsyncIterable<Buffer | string | Uint8Array>) chunks.push(Buffer.from(chunk));
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  }
  return undefined;
}
