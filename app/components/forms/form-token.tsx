import { useEffect, useRef } from "react";
import { TOKEN_FIELD } from "~/schemas/forms/token-field.ts";

/** What each form of this page last sent, and under which token; kept outside the form, which may be redrawn. */
const sent = new Map<string, [fields: string, token: string]>();

/**
 * The form's one-time token (decision 031): the same token for a post of the same fields again (a resend after a
 * dropped connection, even from another network), a new one as soon as anything was changed, so the server answers
 * a resend with the first answer instead of storing it twice. Empty in the server's HTML, which the page cache
 * shares between visitors: without JavaScript the server recognises a resend by the post itself.
 */
export function FormToken() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current!;
    const form = input.form!;
    // Before the form's own submit handler reads its fields. A file counts by its name, size and date.
    const onSubmit = () => {
      const fields = JSON.stringify(
        [...new FormData(form)]
          .filter(([name]) => name !== TOKEN_FIELD)
          .map(([name, value]) => [
            name,
            typeof value === "string" ? value : [value.name, value.size, value.lastModified],
          ]),
      );
      const last = sent.get(form.id);
      input.value = last?.[0] === fields ? last[1] : crypto.getRandomValues(new Uint32Array(4)).join("-");
      sent.set(form.id, [fields, input.value]);
    };
    form.addEventListener("submit", onSubmit, true);
    return () => form.removeEventListener("submit", onSubmit, true);
  }, []);
  return <input ref={ref} type="hidden" name={TOKEN_FIELD} defaultValue="" />;
}
