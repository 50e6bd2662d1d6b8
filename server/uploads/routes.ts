import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type MessageKey, languageOf, translator } from "../../app/messages/catalogue.ts";
import { UPLOAD_RECORD } from "../../app/schemas/forms/admission.ts";
import type { PhotoRefusal } from "../../app/lib/forms/form-services.ts";
import type { RateLimits } from "../abuse/rate-limit.ts";
import { PHOTO_MAX_BYTES, type PhotoStore } from "../../app/lib/media/photo-store.server.ts";

const refusals: Record<PhotoRefusal, { status: number; message: MessageKey }> = {
  missing: { status: 400, message: "uploads.photo.missing" },
  type: { status: 415, message: "uploads.photo.type" },
  size: { status: 413, message: "uploads.photo.size" },
  unreadable: { status: 422, message: "uploads.photo.unreadable" },
};

function refuse(request: { url: string }, reply: FastifyReply, reason: PhotoRefusal) {
  const { status, message } = refusals[reason];
  return reply.code(status).send({ error: "Photo refused", message: translator(languageOf(request))(message), reason });
}

/**
 * POST /api/uploads/photo: one multipart file, answered with `{ record }` for the admission form's photo
 * (`photoRecord`; `ProfilePic` to old API clients).
 * GET /api/uploads/photo/:record: the stored photo, only with the signed, expiring link given to the uploader;
 * never cached, never public. Staff access comes with the staff console.
 */
export async function registerUploadRoutes(app: FastifyInstance, photos: PhotoStore, limits: RateLimits) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });

    scope.post(
      "/api/uploads/photo",
      { bodyLimit: PHOTO_MAX_BYTES + 64 * 1024, preHandler: limits.guard("upload") },
      async (request, reply) => {
        if (!request.isMultipart()) return refuse(request, reply, "missing");
        let buffer: Buffer;
        try {
          const file = await request.file();
          if (!file) return refuse(request, reply, "missing");
          buffer = await file.toBuffer();
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === "FST_REQ_FILE_TOO_LARGE" || code === "FST_ERR_CTP_BODY_TOO_LARGE")
            return refuse(request, reply, "size");
          // A malformed or cut-off multipart body is the sender's problem, never an internal error worth detail.
          return refuse(request, reply, "missing");
        }
        try {
          const result = await photos.store(buffer);
          if (!result.ok) return refuse(request, reply, result.reason);
          return { record: result.record };
        } catch (error) {
          request.log.error({ err: error }, "storing an uploaded photo failed");
          return reply
            .code(500)
            .send({ error: "Internal Server Error", message: translator(languageOf(request))("forms.imageFailed") });
        }
      },
    );
  });

  app.get<{ Params: { record: string }; Querystring: { expires?: string; sig?: string } }>(
    "/api/uploads/photo/:record",
    async (request, reply) => {
      const { record } = request.params;
      const notFound = () =>
        reply
          .code(404)
          .send({ error: "Not Found", message: translator(languageOf(request))("uploads.photo.notFound") });
      if (!UPLOAD_RECORD.test(record) || !photos.previewAllowed(record, request.query.expires, request.query.sig)) {
        return notFound();
      }
      const data = await photos.readPreview(record).catch(() => undefined);
      if (!data) return notFound();
      return reply
        .header("content-type", "image/jpeg")
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .send(data);
    },
  );
}
