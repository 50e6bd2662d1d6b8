import { createReadStream } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { findMedia } from "../../app/models/media.server.ts";
import type { Database } from "../../db/schema.ts";
import { originalsDir } from "../../app/lib/media/image-store.server.ts";
import { allowedWidths, mimeOf, negotiateFormat, variantFile, variantsDir } from "./variants.ts";

const paramsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16}$/) });
const querySchema = z.object({
  w: z.coerce
    .number()
    .refine((w) => (allowedWidths as readonly number[]).includes(w), {
      message: `w must be one of ${allowedWidths.join(", ")}`,
    })
    .default(960),
});

/** GET /images/:id?w=N — a stored image, resized, in the best format the client accepts, cached on disk. */
export function registerImageRoute(app: FastifyInstance, db: Kysely<Database>, dataDir: string) {
  const cacheDir = variantsDir(dataDir);
  app.get("/images/:id", async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: "Image not found" });
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: "Invalid parameter w", message: query.error.issues[0]?.message });
    }
    const media = await findMedia(db, params.data.id);
    if (!media) return reply.code(404).send({ error: "Image not found" });
    const format = negotiateFormat(request.headers.accept, media.mime);
    const original = path.join(originalsDir(dataDir), path.basename(media.file_name));
    const file = await variantFile(cacheDir, original, media.id, query.data.w, format);
    return reply
      .header("content-type", mimeOf[format])
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "Accept")
      .send(createReadStream(file));
  });
}
