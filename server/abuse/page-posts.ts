import type { FastifyInstance } from "fastify";
import { languageOf, translator } from "../../app/messages/catalogue.ts";
import { CONTENT_POST_LIMIT, carriesContentImages } from "../../app/lib/media/content-images.server.ts";
import { DOCUMENT_POST_LIMIT, carriesDocument } from "../../app/lib/documents/document-store.server.ts";
import { GRIEVANCE_POST_LIMIT, carriesGrievance } from "../../app/lib/grievances/attachment-store.server.ts";

/** Body caps for form posts to pages (React Router actions); the admission form may carry a photo without JavaScript. */
export const PAGE_POST_LIMIT = 64 * 1024;
export const ADMISSION_POST_LIMIT = 4 * 1024 * 1024;

const withPhoto = /^\/gpcet-form(\.data)?\/?$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * React Router receives request bodies as raw streams, past Fastify's body limit, so page posts are capped here by
 * their declared length: a post without one (chunked) is refused, and Node never reads past a declared length.
 */
export function registerPagePostLimits(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST" || request.url.startsWith("/api/")) return;
    const path = request.url.split("?")[0]!;
    const document = carriesDocument(path);
    const limit = withPhoto.test(path)
      ? ADMISSION_POST_LIMIT
      : carriesContentImages(path)
        ? CONTENT_POST_LIMIT
        : document
          ? DOCUMENT_POST_LIMIT
          : carriesGrievance(path)
            ? GRIEVANCE_POST_LIMIT
            : PAGE_POST_LIMIT;
    const declared = request.headers["content-length"];
    const status = declared === undefined ? 411 : Number(declared) > limit ? 413 : 0;
    if (!status) return;
    const t = translator(languageOf(request));
    const message = t(document && status === 413 ? "console.documents.tooLarge" : "forms.tooLarge");
    if (path.endsWith(".data") || request.headers.accept?.includes("application/json")) {
      return reply.code(status).send({ error: status === 411 ? "Length Required" : "Payload Too Large", message });
    }
    const back = escapeHtml(path);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head>` +
          `<body><main><h1>${escapeHtml(message)}</h1><p><a href="${back}">${escapeHtml(t("forms.goBack"))}</a></p></main></body></html>`,
      );
  });
}
