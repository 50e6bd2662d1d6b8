import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { languageOf, translator } from "../../messages/catalogue.ts";
import { type ConsoleReply, FORM_ID_FIELD } from "./console-reply.ts";
import { type MessageRef, messageText } from "~/messages/message-ref.ts";

interface Refusal {
  /** Message refs per field name, shown beside the field. */
  fields?: Record<string, MessageRef[]>;
  /** A refusal that belongs to no field, shown at the top of the page. */
  form?: MessageRef;
  status?: number;
}

/**
 * The one way a console action reads its form: the post parsed against the form's zod schema with Conform, and the
 * answers it may give — `refuse` (per-field errors and what was typed, the password fields left out), `done` (the
 * page's success message; the form starts again from the saved values). Messages are catalogue keys until here,
 * where they become text in the request's language.
 */
export function consoleForm<S extends z.ZodType>(
  request: Request,
  formData: FormData,
  schema: S,
  options: { hideFields?: string[] } = {},
) {
  const t = translator(languageOf(request));
  const form = String(formData.get(FORM_ID_FIELD) ?? "");
  const submission = parseWithZod(formData, { schema });
  const text = (ref: MessageRef) => messageText(t, ref);
  const translated = (errors: Record<string, string[] | null> | undefined) =>
    errors && Object.fromEntries(Object.entries(errors).map(([name, list]) => [name, list ? list.map(text) : list]));

  function refuse(refusal: Refusal = {}) {
    const result = submission.reply({
      fieldErrors: refusal.fields ?? {},
      formErrors: refusal.form ? [refusal.form] : undefined,
      hideFields: options.hideFields,
    });
    const error = translated(result.error);
    const message = refusal.form ? text(refusal.form) : error?.[""]?.[0];
    return data<ConsoleReply>(
      { form, ok: false, ...(message ? { message } : {}), result: { ...result, error } },
      { status: refusal.status ?? 400 },
    );
  }

  function done(message: MessageRef): ConsoleReply {
    return { form, ok: true, message: text(message), result: submission.reply({ resetForm: true }) };
  }

  return { submission, t, text, refuse, done };
}

export type ConsoleForm = ReturnType<typeof consoleForm>;

/** Reads a post; a body that is no form (a broken client) reads as an empty one, which the schema then refuses. */
export async function readConsolePost(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
