import { createHmac, randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newReference } from "../../app/core/application-id.ts";
import { t } from "../../app/messages/en.ts";
import { addAlumniFeedback } from "../../app/models/alumni-feedback.server.ts";
import { addApplication } from "../../app/models/applications.server.ts";
import { addContactMessage } from "../../app/models/contact-messages.server.ts";
import { addQuickEnquiry } from "../../app/models/enquiries.server.ts";
import type { SubmissionMail } from "../../app/models/submission-mail.server.ts";
import { CaptchaReplayedError } from "../../app/models/submissions.server.ts";
import type { FormName, FormServices } from "../../app/lib/forms/form-services.ts";
import { admissionSchema } from "../../app/schemas/forms/admission.ts";
import { alumniSchema } from "../../app/schemas/forms/alumni.ts";
import { contactSchema } from "../../app/schemas/forms/contact.ts";
import { type FieldErrors, fieldErrors, splitJson } from "../../app/schemas/forms/envelope.ts";
import { quickEnquirySchema } from "../../app/schemas/forms/quick-enquiry.ts";
import { createCaptcha } from "../abuse/captcha.ts";
import { registerPagePostLimits } from "../abuse/page-posts.ts";
import { type CountedRequest, registerRateLimits } from "../abuse/rate-limit.ts";
import type { Secrets } from "../config.ts";
import { PHOTO_MAX_BYTES, createPhotoStore } from "../../app/lib/media/photo-store.server.ts";
import { registerUploadRoutes } from "../uploads/routes.ts";

export interface SubmissionOptions {
  database: Db;
  dataDir: string;
  secrets: Secrets;
  rateLimit: { max: number; windowMs: number };
  mail: SubmissionMail;
}

const fakeReference = (prefix: "EQ" | "GP") => newReference(prefix, (max) => randomInt(max));

function invalid(reply: FastifyReply, errors: FieldErrors, message = t("forms.invalid"), extra: object = {}) {
  return reply.code(400).send({ error: "Bad Request", message, errors, ...extra });
}

/**
 * The spec's POST endpoints (§7) under /api/, the photo upload, the captcha challenge, per-address limits and
 * the cap on page posts. Answers the per-request services the pages' form actions use, so both ways in share
 * schemas, models, captcha and limits.
 */
export async function registerSubmissions(app: FastifyInstance, options: SubmissionOptions) {
  const { database, secrets, mail } = options;
  const limits = await registerRateLimits(app, options.rateLimit);
  const captcha = createCaptcha(secrets.altchaHmacKey);
  const previewKey = createHmac("sha256", secrets.altchaHmacKey).update("photo-preview").digest();
  const photos = createPhotoStore(database, options.dataDir, previewKey);
  registerPagePostLimits(app);
  await registerUploadRoutes(app, photos, limits);

  app.get("/api/captcha/challenge", { preHandler: limits.guard("captcha") }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return captcha.challenge();
  });

  /** One JSON endpoint: limit, honeypot, strict schema, then the handler; failures never leak internals. */
  function post<S extends z.ZodType>(
    url: string,
    form: FormName,
    schema: S,
    handle: (
      input: z.output<S>,
      captchaPayload: string | undefined,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
    trappedReply: () => unknown,
    failure: object = {},
  ) {
    app.post(url, { preHandler: limits.guard(form) }, async (request, reply) => {
      const { envelope, fields } = splitJson(request.body);
      if (envelope.trapped) return trappedReply();
      const parsed = schema.safeParse(fields);
      if (!parsed.success) return invalid(reply, fieldErrors(parsed.error), t("forms.invalid"), failure);
      try {
        return await handle(parsed.data, envelope.captcha, request, reply);
      } catch (error) {
        request.log.error({ err: error }, `storing a ${form} submission failed`);
        return reply.code(500).send({ error: "Internal Server Error", message: t("forms.failed"), ...failure });
      }
    });
  }

  post(
    "/api/Enquiry/AddEnquiry",
    "enquiry",
    quickEnquirySchema,
    async (input, payload, _request, reply) => {
      const refused = () => invalid(reply, { altcha: [t("forms.captchaFailed")] }, t("forms.captchaFailed"));
      const verdict = await captcha.check(payload);
      if (!verdict.ok) return refused();
      try {
        const result = await addQuickEnquiry(database, input, verdict.spend, mail);
        if (!result.ok) return invalid(reply, result.fieldErrors);
        return { message: result.value.reference };
      } catch (error) {
        if (error instanceof CaptchaReplayedError) return refused();
        throw error;
      }
    },
    () => ({ message: fakeReference("EQ") }),
  );

  post(
    "/api/Enquiry/ApplyFromEnquiry",
    "admission",
    admissionSchema,
    async (input, _payload, _request, reply) => {
      const result = await addApplication(database, input, secrets.idProofKey, mail);
      if (!result.ok) return invalid(reply, result.fieldErrors, t("forms.invalid"), { isSuccess: false });
      return { isSuccess: true, message: result.value.reference };
    },
    () => ({ isSuccess: true, message: fakeReference("GP") }),
    { isSuccess: false },
  );

  post(
    "/api/WebEnquiry/WebEnquiryNew",
    "contact",
    contactSchema,
    async (input) => {
      await addContactMessage(database, input, mail);
      return { isSuccess: true, message: t("forms.submitted") };
    },
    () => ({ isSuccess: true, message: t("forms.submitted") }),
  );

  post(
    "/api/FeedBack/FeedBackEntryAlumini",
    "alumni",
    alumniSchema,
    async (input, _payload, _request, reply) => {
      const result = await addAlumniFeedback(database, input, mail);
      if (!result.ok) return invalid(reply, result.fieldErrors);
      return { isSuccess: true, message: t("forms.submitted") };
    },
    () => ({ isSuccess: true, message: t("forms.submitted") }),
  );

  return function servicesFor(request: CountedRequest & { log: FastifyBaseLogger }): FormServices {
    return {
      database,
      idProofKey: secrets.idProofKey,
      mail,
      checkCaptcha: (payload) => captcha.check(payload),
      allowPost: (form) => limits.check(request, form),
      async storePhoto(file) {
        if (file.size === 0) return { ok: false, reason: "missing" };
        if (file.size > PHOTO_MAX_BYTES) return { ok: false, reason: "size" };
        return photos.store(Buffer.from(await file.arrayBuffer()));
      },
      photoPreviewUrl: (record) => photos.previewUrl(record),
      logError: (error, what) => request.log.error({ err: error }, what),
    };
  };
}
