import { type FieldMetadata, useForm } from "@conform-to/react";
import { type ReactNode, createContext, useContext, useEffect, useRef } from "react";
import { Form } from "react-router";
import { type ConsoleReply, FORM_ID_FIELD } from "~/lib/console-form/console-reply.ts";
import { Notice } from "./staff-ui.tsx";

export type ConsoleFields = Record<string, FieldMetadata<unknown>>;

/** The field to focus when the page comes back from the server with errors (JavaScript off). */
const FirstInvalid = createContext<string | undefined>(undefined);
export const useFirstInvalid = () => useContext(FirstInvalid);

/** The reply when it belongs to the form `id` (a page holds several forms; only the one that posted shows it). */
const replyOf = (id: string, reply: unknown): ConsoleReply | undefined =>
  reply && typeof reply === "object" && "form" in reply && (reply as ConsoleReply).form === id
    ? (reply as ConsoleReply)
    : undefined;

/**
 * The one way to write a console form: Conform fed by the action's reply. The server checks every post with the
 * form's zod schema (app/lib/console-form); this form shows its errors beside each field, keeps what was typed and
 * moves focus to the first invalid field — from the rendered HTML when JavaScript is off (autofocus), by script
 * when it is on. `defaultValue` holds the saved values of the item being edited.
 */
export function ConsoleForm({
  id,
  reply,
  defaultValue,
  children,
  className,
  encType,
  label,
}: {
  id: string;
  reply: unknown;
  defaultValue?: Record<string, unknown>;
  children: (fields: ConsoleFields) => ReactNode;
  className?: string;
  encType?: "multipart/form-data" | "application/x-www-form-urlencoded";
  /** The form's accessible name, when a page lists several alike (one per item). */
  label?: string;
}) {
  const mine = replyOf(id, reply);
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    // Only a refusal: after a success the form is drawn again from the saved values (its key changes with them).
    lastResult: mine && !mine.ok ? mine.result : undefined,
    // Conform writes true as "on", numbers as text: the form of a checkbox and an input.
    defaultValue: defaultValue as Record<string, string> | undefined,
  });
  const element = useRef<HTMLFormElement>(null);
  const errors = mine && !mine.ok ? mine.result.error : undefined;
  const firstInvalid = errors ? Object.keys(errors).find((name) => name && errors[name]?.length) : undefined;

  // From the reply, not from the rendered state: Conform applies the reply one render later.
  useEffect(() => {
    if (!errors) return;
    const invalid = [...(element.current?.elements ?? [])].find(
      (control): control is HTMLElement & { name: string } =>
        "name" in control && Boolean(errors[String(control.name)]?.length),
    );
    invalid?.focus();
  }, [errors]);

  return (
    <Form
      ref={element}
      method="post"
      id={form.id}
      noValidate
      encType={encType}
      className={className}
      aria-label={label}
    >
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <FirstInvalid.Provider value={firstInvalid}>{children(fields as ConsoleFields)}</FirstInvalid.Provider>
    </Form>
  );
}

/** The page's message after an action: the success, or a refusal that belongs to no field. */
export function ConsoleNotice({ reply }: { reply: unknown }) {
  if (!reply || typeof reply !== "object" || !("ok" in reply)) return null;
  const { ok, message } = reply as ConsoleReply;
  return message ? <Notice tone={ok ? "ok" : "error"}>{message}</Notice> : null;
}
