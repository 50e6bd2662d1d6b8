import { type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { type FieldErrors, splitFormData } from "~/schemas/forms/envelope.ts";
import { type ConstraintMessages, type Rules, ignoreFailure, lazyRules, useBrowserChecks } from "./browser-checks.ts";
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

/** What a field component needs to draw a control, its hint and its error (ids as the server renders them). */
export interface FieldMeta {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  /** Messages as catalogue references or texts (the server answers texts). */
  errors?: string[];
  initialValue?: unknown;
  /** Changes when the form is reset, so uncontrolled controls start again from their initial value. */
  key: string;
}

interface VisitorFormOptions<F extends string> {
  /** Unique on the page (a form can appear twice: footer and modal). */
  id: string;
  kind: FormKind;
  /** The route's action data when this page received the post itself (JavaScript off). */
  serverReply?: FormReply;
  /** Field names in the order they appear: the first invalid one takes focus. */
  order: readonly F[];
  /** Extra inputs that are not the visitor's data (the admission photo file). */
  ignore?: string[];
  /**
   * The form's own rules (its zod schema), loaded the first time the visitor touches the form, so no validation
   * code is part of the page's first visit. The form is `noValidate`; errors show on blur, then as the visitor types,
   * and on submit. Without rules the browser's constraint validation checks the fields and `constraints` gives each
   * field's messages; the server checks everything again with the schema and its messages are shown the same way.
   */
  rules?: () => Promise<Rules>;
  /** Load the rules as soon as the form is drawn (a form in a dialog the visitor has just opened). */
  rulesAtOnce?: boolean;
  constraints?: Partial<Record<F, ConstraintMessages>>;
  /** Checks beside the fields (the captcha), run on every submit; false keeps the form from being sent. */
  check?: () => boolean;
  /** Called when a submit is stopped by invalid fields. */
  onInvalid?: () => void;
  /** Called once for each reply that arrives with JavaScript on: toasts, captcha reset, photo reset. */
  onReply?: (reply: FormReply) => void;
}

/** The errors a reply carries, per field (texts from the server). */
function replyErrors(reply: FormReply | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(reply?.result.error ?? {}))
    if (messages?.length) errors[name] = messages;
  return errors;
}

/**
 * A visitor form over a React Router fetcher, with no validation library in the first visit. With JavaScript the form
 * posts through the fetcher (no page load) and shows the action's reply; without it the <form> posts normally and
 * the page comes back rendered with the action's reply, which this hook reads from `serverReply`.
 */
export function useVisitorForm<F extends string>(options: VisitorFormOptions<F>) {
  const { id, kind, order, ignore = [] } = options;
  const fetcher = useFetcher<FormReply>({ key: id });
  const fromServer = options.serverReply?.form === kind ? options.serverReply : undefined;
  const reply = fetcher.data ?? fromServer;
  const [element, setElement] = useState<HTMLFormElement | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [errors, setErrors] = useState<FieldErrors>(() => replyErrors(fromServer));
  const [initial, setInitial] = useState<Record<string, unknown>>(() => fromServer?.result.initialValue ?? {});
  const [generation, setGeneration] = useState(0);
  // Fields checked once (left, or on a submit): checked again as the visitor types. Changing it redraws nothing.
  const [touched] = useState(() => new Set<string>());

  // A new reply replaces the errors shown; a reply that resets the form (success) clears it.
  const [seenReply, setSeenReply] = useState(reply);
  if (reply !== seenReply) {
    setSeenReply(reply);
    if (reply?.result.initialValue === null) {
      setErrors({});
      setInitial({});
      setGeneration((n) => n + 1);
    } else if (reply) setErrors(replyErrors(reply));
  }

  const reset = useCallback(() => {
    touched.clear();
    setErrors({});
    setInitial({});
    setGeneration((n) => n + 1);
  }, [touched]);

  const handled = useRef<FormReply | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.result.initialValue === null) touched.clear();
    latest.current.onReply?.(fetcher.data);
  }, [fetcher.state, fetcher.data, touched]);

  const [rules] = useState(() => lazyRules(options.rules));
  const rulesAtOnce = options.rulesAtOnce ?? false;
  useEffect(() => {
    if (rulesAtOnce) rules.load().catch(ignoreFailure);
  }, [rules, rulesAtOnce]);
  useBrowserChecks(element, {
    touched,
    setErrors,
    order,
    ignore,
    rules,
    constraints: () => latest.current.constraints,
  });

  function focusFirst(found: FieldErrors) {
    const name = order.find((field) => found[field]?.length);
    const control = name ? element?.elements.namedItem(name) : null;
    const target = control instanceof RadioNodeList ? control[0] : control;
    if (target instanceof HTMLElement && !(target instanceof HTMLInputElement && target.type === "hidden"))
      target.focus();
  }

  function fieldsOf(form: HTMLFormElement) {
    const { fields } = splitFormData(new FormData(form));
    for (const name of ignore) fields.delete(name);
    return fields;
  }

  /** Validates everything with the rules; true when the form may be sent. */
  function checkAll(validate: Rules, form: HTMLFormElement) {
    const found = validate(fieldsOf(form));
    for (const name of order) touched.add(name);
    setErrors(found);
    // Only the form's own fields count: anything else is the server's to judge.
    const valid = !order.some((name) => found[name]?.length);
    if (!valid) {
      focusFirst(found);
      options.onInvalid?.();
    }
    return valid;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // A button marked formnovalidate (the admission form's "Save and finish later") sends without the form's checks.
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute("formnovalidate")) {
      setErrors({});
      return;
    }
    const passes = options.check?.() ?? true;
    if (!options.rules) {
      // The browser has checked the fields already (a submit event only comes for a valid form).
      setErrors({});
      if (!passes) event.preventDefault();
      return;
    }
    const loaded = rules.ready();
    if (loaded && !checkAll(loaded, form)) event.preventDefault();
    else if (!passes) event.preventDefault();
    else if (!loaded) {
      // The rules have not arrived yet (a very quick submit): wait for them, then send as the form would have.
      event.preventDefault();
      const send = () =>
        void fetcher.submit(form, {
          method: "post",
          action: form.getAttribute("action") ?? undefined,
          encType: form.enctype as "multipart/form-data" | "application/x-www-form-urlencoded",
        });
      // Rules that cannot load leave the checking to the server, which answers the same messages.
      rules.load().then((validate) => checkAll(validate, form) && send(), send);
    }
  }

  const fields = {} as Record<F, FieldMeta>;
  for (const name of order) {
    const fieldId = `${id}-${name}`;
    fields[name] = {
      id: fieldId,
      name,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      errors: errors[name],
      initialValue: initial[name],
      key: `${name}-${generation}`,
    };
  }

  const [params] = useSearchParams();
  const serverErrors = fromServer && !fetcher.data ? fromServer.result.error : undefined;
  const firstInvalid = serverErrors ? order.find((name) => serverErrors[name]?.length) : undefined;

  return {
    fetcher,
    form: {
      id,
      onSubmit,
      /** Empties the form and its messages (after a reply, spec §4). */
      reset,
      /** Checks one field again (the admission photo after an upload). */
      validate(name: F) {
        const form = element;
        const loaded = rules.ready();
        if (!form || !loaded) return;
        touched.add(name);
        const found = loaded(fieldsOf(form));
        setErrors((previous) => ({ ...previous, [name]: found[name] ?? [] }));
      },
    },
    fields,
    /** The form element's ref callback (the checks listen on the form). */
    formRef: setElement,
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
