import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { documentFilePath } from "../../app/lib/documents/document-store.server.ts";
import { findDocumentBySlug, slugOfHref } from "../../app/models/documents.server.ts";
import { etagMatches } from "../etag-matches.ts";

/** The ETag of a document's file: its SHA-256, so a replacement changes it and nothing else does. */
export const documentEtag = (sha256: string) => `"${sha256}"`;

/**
 * GET and HEAD /documents/<slug>.pdf: the library's current file for that address (decision 045). Answered before
 * routing, so that an address the library does not hold goes on to what would answer it otherwise (a PDF the site
 * ships, else the site's 404 page). `no-cache` with the ETag: a browser or proxy asks again each time and gets a
 * 304 while the file is unchanged, and a replacement shows at once.
 */
export function registerDocumentRoute(app: FastifyInstance, db: Kysely<Database>, dataDir: string) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const slug = slugOfHref(request.url.split("?", 1)[0]!);
    if (!slug) return;
    const document = await findDocumentBySlug(db, slug);
    if (!document) return;
    const file = documentFilePath(dataDir, document.file_name);
    // The row is committed only after its file is on disk, so a missing file is a damaged DATA_DIR: say 404, not 5xx.
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) {
      request.log.error({ slug }, "a document's file is missing from DATA_DIR");
      return;
    }
    const etag = documentEtag(document.sha256);
    reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${slug}.pdf"`)
      .header("etag", etag)
      .header("cache-control", "no-cache")
      .header("x-content-type-options", "nosniff")
      .header("last-modified", new Date(document.uploaded_at).toUTCString());
    if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    reply.header("content-length", String(stat.size));
    if (request.method === "HEAD") return reply.send();
    return reply.send(createReadStream(file));
  });
}
