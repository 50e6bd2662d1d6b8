import { useEffect, useRef } from "react";
import { TOKEN_FIELD, splitFormData } from "~/schemas/forms/envelope.ts";

const newToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** What each form of this page last sent, and under which token; kept outside the form, which may be redrawn. */
const sent = new Map<string, { fields: string; token: string }>();

/** The visitor's fields as one string (a file by its name, size and date), to tell a resend from a new post. */
function fieldsOf(form: HTMLFormElement): string {
  const { fields } = splitFormData(new FormData(form));
  return JSON.stringify(
    [...fields].map(([name, value]) =>
      typeof value === "string" ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
}

/**
 * The form's one-time token (decision 031): the same token for a post of the same fields again (a resend after a
 * dropped connection, even from another network), a new one as soon as anything was changed, so the server answers
 * a resend with the first answer instead of storing it twice. Empty in the server's HTML, which the page cache
 * shares between visitors: without JavaScript the server recognises a resend by the post itself.
 */
export function FormToken() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    const key = form.id || form.action;
    // Before the form's own submit handler reads its fields.
    const onSubmit = () => {
      const fields = fieldsOf(form);
      const last = sent.get(key);
      const token = last && last.fields === fields ? last.token : newToken();
      sent.set(key, { fields, token });
      input.value = token;
    };
    form.addEventListener("submit", onSubmit, { capture: true });
    return () => form.removeEventListener("submit", onSubmit, { capture: true });
  }, []);
  return <input ref={ref} type="hidden" name={TOKEN_FIELD} defaultValue="" />;
}
