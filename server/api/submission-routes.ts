import { createHmac, randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { newReference } from "../../app/core/application-id.ts";
import { type Language, type Translate, languageOf, translator } from "../../app/messages/catalogue.ts";
import { addAlumniFeedback } from "../../app/models/alumni-feedback.server.ts";
import { addApplication } from "../../app/models/applications.server.ts";
import { addContactMessage } from "../../app/models/contact-messages.server.ts";
import { addQuickEnquiry } from "../../app/models/enquiries.server.ts";
import type { SubmissionMail } from "../../app/models/submission-mail.server.ts";
import { CaptchaReplayedError } from "../../app/models/submissions.server.ts";
import type { Once } from "../../app/models/form-answers.server.ts";
import { onceKey } from "../../app/lib/forms/once-key.server.ts";
import type { FormName, FormServices } from "../../app/lib/forms/form-services.ts";
import { type FieldErrors, splitJson } from "../../app/schemas/forms/envelope.ts";
import { createCaptcha } from "../abuse/captcha.ts";
import { registerPagePostLimits } from "../abuse/page-posts.ts";
import { type CountedRequest, registerRateLimits } from "../abuse/rate-limit.ts";
import type { Secrets } from "../config.ts";
import { PHOTO_MAX_BYTES, createPhotoStore } from "../../app/lib/media/photo-store.server.ts";
import { registerUploadRoutes } from "../uploads/routes.ts";
import {
  type LegacyForm,
  errorTexts,
  legacyAdmission,
  legacyAlumni,
  legacyContact,
  legacyQuickEnquiry,
  parseLegacy,
  toLegacyErrors,
} from "./legacy-forms.ts";

export interface SubmissionOptions {
  database: Db;
  dataDir: string;
  secrets: Secrets;
  rateLimit: { max: number; windowMs: number };
  mail: SubmissionMail;
}

const fakeReference = (prefix: "EQ" | "GP") => newReference(prefix, (max) => randomInt(max));

/** A 400 answer; `errors` are named the old way and carry message keys, answered as text. */
function invalid(
  reply: FastifyReply,
  t: Translate,
  errors: FieldErrors,
  extra: object = {},
  message = t("forms.invalid"),
) {
  return reply.code(400).send({ error: "Bad Request", message, errors: errorTexts(t, errors), ...extra });
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

  /**
   * One JSON endpoint: limit, honeypot, the old field names mapped to the form's strict schema, then the handler;
   * failures never leak internals. Errors a handler refuses with (named the app's way) go back under the old names.
   */
  function post<S extends z.ZodObject>(
    url: string,
    formName: FormName,
    form: LegacyForm<S>,
    handle: (submission: {
      input: z.output<S>;
      captchaPayload: string | undefined;
      language: Language;
      t: Translate;
      refuse: (errors: FieldErrors, message?: string) => FastifyReply;
      /** The post's one-time key: a resend of it gets the first answer (decision 031). */
      once: Once;
    }) => Promise<unknown>,
    trappedReply: (t: Translate) => unknown,
    failure: object = {},
  ) {
    app.post(url, { preHandler: limits.guard(formName) }, async (request, reply) => {
      const language = languageOf(request);
      const t = translator(language);
      const { envelope, fields } = splitJson(request.body);
      if (envelope.trapped) return trappedReply(t);
      const parsed = parseLegacy(form, fields);
      if (!parsed.ok) return invalid(reply, t, parsed.errors, failure);
      const refuse = (errors: FieldErrors, message?: string) =>
        invalid(reply, t, toLegacyErrors(form, errors), failure, message);
      const sent = Object.entries(fields as Record<string, unknown>);
      const once = { key: onceKey(formName, envelope.token, sent, request.ip), form: formName };
      try {
        return await handle({ input: parsed.value, captchaPayload: envelope.captcha, language, t, refuse, once });
      } catch (error) {
        request.log.error({ err: error }, `storing a ${formName} submission failed`);
        return reply.code(500).send({ error: "Internal Server Error", message: t("forms.failed"), ...failure });
      }
    });
  }

  post(
    "/api/Enquiry/AddEnquiry",
    "enquiry",
    legacyQuickEnquiry,
    async ({ input, captchaPayload, t, refuse, once }) => {
      const refused = () => refuse({ altcha: ["forms.captchaFailed"] }, t("forms.captchaFailed"));
      const verdict = await captcha.check(captchaPayload);
      if (!verdict.ok) return refused();
      try {
        const result = await addQuickEnquiry(database, input, verdict.spend, mail, once);
        if (!result.ok) return refuse(result.fieldErrors);
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
    legacyAdmission,
    async ({ input, language, refuse, once }) => {
      const result = await addApplication(database, input, secrets.idProofKeys, mail, language, once);
      if (!result.ok) return refuse(result.fieldErrors);
      return { isSuccess: true, message: result.value.reference };
    },
    () => ({ isSuccess: true, message: fakeReference("GP") }),
    { isSuccess: false },
  );

  post(
    "/api/WebEnquiry/WebEnquiryNew",
    "contact",
    legacyContact,
    async ({ input, t, once }) => {
      await addContactMessage(database, input, mail, once);
      return { isSuccess: true, message: t("forms.submitted") };
    },
    (t) => ({ isSuccess: true, message: t("forms.submitted") }),
  );

  post(
    "/api/FeedBack/FeedBackEntryAlumini",
    "alumni",
    legacyAlumni,
    async ({ input, t, refuse, once }) => {
      const result = await addAlumniFeedback(database, input, mail, once);
      if (!result.ok) return refuse(result.fieldErrors);
      return { isSuccess: true, message: t("forms.submitted") };
    },
    (t) => ({ isSuccess: true, message: t("forms.submitted") }),
  );

  return function servicesFor(request: CountedRequest & { log: FastifyBaseLogger }): FormServices {
    return {
      database,
      idProofKeys: secrets.idProofKeys,
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
