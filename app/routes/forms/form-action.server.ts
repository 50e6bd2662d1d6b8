import { randomInt } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import type { AppServices } from "~/context.ts";
import { type FormKind, type FormReply, SENT_PARAM } from "~/components/forms/form-reply.ts";
import { type ReferencePrefix, newReference } from "~/core/application-id.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { type Envelope, type FieldErrors, splitFormData } from "~/schemas/forms/envelope.ts";
import { messageRef, messageText } from "~/messages/message-ref.ts";
import type { FormName } from "~/lib/forms/form-services.ts";
import { onceKey } from "~/lib/forms/once-key.server.ts";
import type { Once } from "~/models/form-answers.server.ts";
import { type Consent, noticeVersionSeen } from "~/models/consents.server.ts";
import { CONSENT_FIELD, NOTICE_VERSION_FIELD } from "~/core/privacy-notice.ts";
import { GUARDIAN_FIELD_NAMES } from "~/core/guardian-fields.ts";

export type Stored =
  | { ok: true; reference?: string; reply?: Pick<FormReply, "dateOfBirth" | "message"> }
  | { ok: false; fieldErrors?: FieldErrors; captcha?: boolean };

interface FormPost<S extends z.ZodType> {
  request: Request;
  services: AppServices;
  kind: FormKind;
  limit: FormName;
  schema: S;
  /** Never sent back to the page (the Aadhaar/UID number). */
  hideFields?: string[];
  /** Work on the raw post after the limits and before validation (the admission photo without JavaScript). */
  prepare?: (formData: FormData) => Promise<{ fieldErrors?: FieldErrors; extra?: Partial<FormReply> }>;
  /**
   * Stores the post; `once` is its one-time key, for the model to store it at most once (decision 031), and
   * `consent` the visitor's tick in the privacy notice's box, to store beside it (decision 064).
   */
  store: (value: z.output<S>, envelope: Envelope, once: Once, consent: Consent) => Promise<Stored>;
  /** What a trapped bot is told (a plausible, unstored reference). */
  decoy?: () => string;
  /** The post, when the caller had to read it first (to see which form it is). */
  formData?: FormData;
}

/** A plausible reference for a trapped bot; never stored. */
export const decoyReference = (prefix: ReferencePrefix) => () => newReference(prefix, (max) => randomInt(max));

/** Adds ?sent=<form> to a path on this site, and the form's anchor, for the page the visitor came from. */
export function sentPath(returnTo: string, kind: FormKind, anchor: string): string {
  const url = new URL(returnTo, "http://site.invalid");
  url.searchParams.set(SENT_PARAM, kind);
  url.hash = anchor;
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * The one way a page's form post is handled, with or without JavaScript: per-address limit, honeypot, the form's
 * strict schema (the same as the browser's and the JSON API's), then the model. Every outcome answers the form's
 * state for Conform, so a page rendered on the server shows the same messages as the browser. A post that names
 * a page to return to (JavaScript off, form on another page) is sent back there after success. Messages are
 * answered as text in the request's language, so the page needs no catalogue lookup to show them.
 */
export async function handleFormPost<S extends z.ZodType>(post: FormPost<S>) {
  const { request, services, kind, schema, hideFields } = post;
  const t = translator(languageOf(request));
  const errorTexts = (errors: FormReply["result"]["error"]) =>
    errors &&
    Object.fromEntries(
      Object.entries(errors).map(([name, messages]) => [
        name,
        messages?.map((message) => messageText(t, message)) ?? null,
      ]),
    );
  const formData = post.formData ?? (await readForm(request));
  const { envelope } = splitFormData(formData);
  // The privacy notice's box (decision 064): ticked only with its value; the version shown, as posted.
  const consentGiven = formData.get(CONSENT_FIELD) === "yes";
  const postedVersion = formData.get(NOTICE_VERSION_FIELD);
  const anchor = `${kind}-form`;
  // A ticked consent box stays ticked, and the guardian's fields keep what was typed, when the page comes back with
  // errors (neither is a field of the schema).
  const beside = Object.fromEntries(
    GUARDIAN_FIELD_NAMES.flatMap((name) => {
      const value = formData.get(name);
      return typeof value === "string" && value !== "" ? [[name, value]] : [];
    }),
  );
  const keepConsent = (result: FormReply["result"]) =>
    result.initialValue
      ? {
          ...result,
          initialValue: { ...result.initialValue, ...beside, ...(consentGiven ? { [CONSENT_FIELD]: "yes" } : {}) },
        }
      : result;
  const answer = (reply: Omit<FormReply, "form">, status: number) =>
    data<FormReply>(
      {
        form: kind,
        ...reply,
        result: keepConsent(
          reply.result.error ? { ...reply.result, error: errorTexts(reply.result.error) } : reply.result,
        ),
        ...(envelope.returnTo && reply.outcome !== "success" ? { returnTo: envelope.returnTo } : {}),
      },
      { status },
    );
  const succeed = (reference?: string, reply?: Pick<FormReply, "dateOfBirth" | "message">) =>
    envelope.returnTo
      ? redirect(sentPath(envelope.returnTo, kind, anchor), 303)
      : answer({ outcome: "success", result: { initialValue: null }, reference, ...reply }, 200);

  if (envelope.trapped) return succeed(post.decoy?.());

  const rate = await services.forms.allowPost(post.limit);
  if (!rate.allowed) {
    const message = t("forms.tooMany", { minutes: rate.retryAfterMinutes });
    const submission = parseWithZod(splitFormData(formData).fields, { schema });
    return answer(
      { outcome: "limited", message, result: submission.reply({ formErrors: [message], hideFields }) },
      429,
    );
  }

  const prepared = post.prepare ? await post.prepare(formData) : {};
  const submission = parseWithZod(splitFormData(formData).fields, { schema });
  // The privacy notice's consent box is required on every form (decision 064); its message joins the fields' own.
  const consentErrors: FieldErrors = consentGiven ? {} : { [CONSENT_FIELD]: [messageRef("forms.error.consent")] };
  if (submission.status !== "success" || prepared.fieldErrors || !consentGiven) {
    return answer(
      {
        ...prepared.extra,
        outcome: "invalid",
        result: submission.reply({ fieldErrors: { ...prepared.fieldErrors, ...consentErrors }, hideFields }),
      },
      400,
    );
  }

  try {
    const { fields } = splitFormData(formData);
    const once = { key: onceKey(post.limit, envelope.token, fields, services.clientIp), form: post.limit };
    const noticeVersion = await noticeVersionSeen(
      services.forms.database.db,
      typeof postedVersion === "string" && postedVersion.length <= 12 ? postedVersion : undefined,
    );
    if (noticeVersion === null) throw new Error("no privacy notice is published");
    const consent = { noticeVersion, givenAt: new Date().toISOString(), language: languageOf(request) };
    const stored = await post.store(submission.value, envelope, once, consent);
    if (!stored.ok) {
      if (stored.captcha) {
        const message = t("forms.captchaFailed");
        return answer(
          { outcome: "captcha", message, result: submission.reply({ formErrors: [message], hideFields }) },
          400,
        );
      }
      return answer(
        {
          ...prepared.extra,
          outcome: "invalid",
          result: submission.reply({ fieldErrors: stored.fieldErrors ?? {}, hideFields }),
        },
        400,
      );
    }
    return succeed(stored.reference, stored.reply);
  } catch (error) {
    services.forms.logError(error, `storing a ${kind} submission failed`);
    const message = t("forms.failed");
    return answer(
      {
        ...prepared.extra,
        outcome: "failed",
        message,
        result: submission.reply({ formErrors: [message], hideFields }),
      },
      500,
    );
  }
}
