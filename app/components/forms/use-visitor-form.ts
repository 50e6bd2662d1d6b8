import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { z } from "zod";
import { splitFormData } from "~/schemas/forms/envelope.ts";
import { type FormKind, type FormReply, SENT_PARAM } from "./form-reply.ts";

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

interface VisitorFormOptions<S extends z.ZodObject> {
  /** Unique on the page (a form can appear twice: footer and modal). */
  id: string;
  kind: FormKind;
  schema: S;
  /** The route's action data when this page received the post itself (JavaScript off). */
  serverReply?: FormReply;
  /** Field names in the order they appear, so the first invalid one can take focus without JavaScript. */
  order: string[];
  /** Extra inputs that are not the visitor's data (the admission photo file). */
  ignore?: string[];
  /** Called once for each reply that arrives with JavaScript on: toasts, captcha reset, photo reset. */
  onReply?: (reply: FormReply) => void;
}

/**
 * Conform over a React Router fetcher: the browser validates with the form's schema (on blur, then as the visitor
 * types), the action validates again with the same schema. Without JavaScript the <form> posts normally and the
 * page comes back rendered with the action's reply, which this hook reads from `serverReply`.
 */
export function useVisitorForm<S extends z.ZodObject>(options: VisitorFormOptions<S>) {
  const { id, kind, schema, ignore = [] } = options;
  const fetcher = useFetcher<FormReply>({ key: id });
  const fromServer = options.serverReply?.form === kind ? options.serverReply : undefined;
  const reply = fetcher.data ?? fromServer;
  const [form, fields] = useForm<Record<keyof z.input<S> & string, unknown>>({
    id,
    lastResult: reply?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const { fields: data } = splitFormData(formData);
      for (const name of ignore) data.delete(name);
      return parseWithZod(data, { schema });
    },
  });

  const handled = useRef<FormReply | undefined>(undefined);
  const onReply = useRef(options.onReply);
  useEffect(() => {
    onReply.current = options.onReply;
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onReply.current?.(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const [params] = useSearchParams();
  const serverErrors = fromServer && !fetcher.data ? fromServer.result.error : undefined;
  const firstInvalid = serverErrors ? options.order.find((name) => serverErrors[name]?.length) : undefined;

  return {
    fetcher,
    form,
    fields,
    reply,
    busy: fetcher.state !== "idle",
    /** This form was sent from this page without JavaScript and the action sent the visitor back. */
    sentHere: params.get(SENT_PARAM) === kind,
    /** The field to focus when the page comes back from the server with errors. */
    firstInvalid,
  };
}

/** The reply a client action gives when the post never got an answer (offline, server down). */
export function transportFailure(kind: FormKind, message: string): FormReply {
  return { form: kind, outcome: "failed", message, result: { status: "error", error: { "": [message] } } };
}

/** Conform validates and resets through submit events with a hidden "__intent__" button; those are not the visitor's submit. */
export function isIntentSubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  return submitter?.name === "__intent__";
}
