import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { MessageKey } from "~/messages/catalogue.ts";
import { type FieldErrors, fieldErrors, splitFormData } from "~/schemas/forms/envelope.ts";

/*
 * The checks a visitor form runs in the browser (decision 028): its rules, loaded on first use, or the browser's own
 * constraint validation with the catalogue's messages. `useVisitorForm` (use-visitor-form.ts) puts them to work.
 */

/** A form's rules run in the browser: the visitor's fields in, messages per field out (empty when valid). */
export type Rules = (fields: FormData) => FieldErrors;

/** A form's schema as its browser rules (the same schema the server checks with, so the same messages). */
export function rulesOf(schema: z.ZodType): Rules {
  return (fields) => {
    const parsed = schema.safeParse(Object.fromEntries(fields));
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
}

/** The catalogue's messages for the browser's own checks of a field (`required`, `type`, `pattern`). */
export interface ConstraintMessages {
  missing: MessageKey;
  wrong?: MessageKey;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** The rules module, fetched once on demand; `current()` gives it synchronously once it has arrived. */
export function lazyRules(loader: (() => Promise<Rules>) | undefined) {
  let loaded: Rules | undefined;
  let pending: Promise<Rules> | undefined;
  return {
    present: loader !== undefined,
    ready: () => loaded,
    load(): Promise<Rules> {
      if (!loader) return Promise.reject(new Error("this form has no rules"));
      pending ??= loader().then((rules) => (loaded = rules));
      return pending;
    },
  };
}

/**
 * Errors while the visitor fills the form: a field is checked when it loses focus, and again on every change once it
 * has been checked. With rules, the rules give the messages (loaded on the first focus); without, the browser's
 * constraint validation decides and the catalogue gives the message, in place of the browser's own bubble.
 */
export function useBrowserChecks<F extends string>(
  form: HTMLFormElement | null,
  {
    touched,
    setErrors,
    order,
    ignore,
    rules,
    constraints,
  }: {
    touched: Set<string>;
    setErrors: (update: (previous: FieldErrors) => FieldErrors) => void;
    order: readonly F[];
    ignore: string[];
    rules: ReturnType<typeof lazyRules>;
    constraints: () => Partial<Record<F, ConstraintMessages>> | undefined;
  },
) {
  const names = useRef(order);
  const skipped = useRef(ignore);
  const messagesOf = useRef(constraints);
  useEffect(() => {
    messagesOf.current = constraints;
  });
  useEffect(() => {
    if (!form) return;
    const element: HTMLFormElement = form;
    const known = (name: string): name is F => (names.current as readonly string[]).includes(name);
    const withRules = rules.present;

    const setField = (name: string, messages: string[]) =>
      setErrors((previous) =>
        (previous[name] ?? []).join("\n") === messages.join("\n") ? previous : { ...previous, [name]: messages },
      );

    function check(name: F) {
      if (withRules) {
        const loaded = rules.ready();
        if (!loaded) return void rules.load().then(() => check(name), ignoreFailure);
        const { fields } = splitFormData(new FormData(element));
        for (const skip of skipped.current) fields.delete(skip);
        setField(name, loaded(fields)[name] ?? []);
      } else {
        const control = element.elements.namedItem(name);
        const target = (control instanceof RadioNodeList ? control[0] : control) ?? null;
        // An invalid control answers with an "invalid" event, handled below.
        checking = true;
        try {
          if (isControl(target) && target.checkValidity()) setField(name, []);
        } finally {
          checking = false;
        }
      }
    }

    let checking = false;
    let firstInvalid: Control | undefined;
    const onInvalid = (event: Event) => {
      if (!isControl(event.target) || !known(event.target.name)) return;
      event.preventDefault();
      const control = event.target;
      const messages = messagesOf.current()?.[control.name as F];
      const key = messages && (control.validity.valueMissing ? messages.missing : (messages.wrong ?? messages.missing));
      touched.add(control.name);
      setField(control.name, key ? [key] : [control.validationMessage]);
      // A submit reports every invalid control at once: focus the first, as the browser would.
      if (!checking && !firstInvalid) {
        firstInvalid = control;
        queueMicrotask(() => {
          firstInvalid?.focus();
          firstInvalid = undefined;
        });
      }
    };
    const onFocus = () => {
      if (withRules) void rules.load().catch(ignoreFailure);
    };
    const onLeave = (event: Event) => {
      if (!isControl(event.target) || !known(event.target.name)) return;
      touched.add(event.target.name);
      check(event.target.name);
    };
    const onChange = (event: Event) => {
      if (isControl(event.target) && known(event.target.name) && touched.has(event.target.name))
        check(event.target.name);
    };
    // "invalid" does not bubble: it is heard in the capture phase.
    const listeners: [string, (event: Event) => void, boolean][] = [
      ["invalid", onInvalid, true],
      ["focusin", onFocus, false],
      ["pointerdown", onFocus, false],
      ["focusout", onLeave, false],
      ["input", onChange, false],
      ["change", onChange, false],
    ];
    for (const [type, listener, capture] of listeners) form.addEventListener(type, listener, capture);
    return () => {
      for (const [type, listener, capture] of listeners) form.removeEventListener(type, listener, capture);
    };
  }, [form, rules, setErrors, touched]);
}

export function ignoreFailure(error: unknown) {
  console.warn("form rules did not load", error);
}
