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
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  });
}

function isStream(payload: unknown): payload is AsyncIterable<unknown> {
  return typeof payload === "object" && payload !== null && Symbol.asyncIterator in payload && "pipe" in payload;
}
