import { useT } from "~/lib/language.tsx";
import type { Translate } from "~/messages/catalogue.ts";
import type { FormReply } from "./form-reply.ts";
import { FormStatus } from "./form-status.tsx";

export function SubmitButton({ busy, label }: { busy: boolean; label?: string }) {
  const t = useT();
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="inline-flex min-h-11 items-center justify-center rounded bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-70"
    >
      {busy ? t("forms.sending") : (label ?? t("forms.submit"))}
    </button>
  );
}

export function RequiredNote() {
  const t = useT();
  return <p className="text-sm text-slate-700">{t("forms.requiredNote")}</p>;
}

/** The text of the form-level message for a reply (or for `?sent=` after a post without JavaScript). */
export function replyText(t: Translate, reply: FormReply | undefined, sentHere: boolean, success?: string) {
  if (!reply) return sentHere ? { tone: "success" as const, text: t("forms.submitted") } : undefined;
  if (reply.outcome === "success") return { tone: "success" as const, text: success ?? t("forms.submitted") };
  if (reply.outcome === "invalid") return { tone: "error" as const, text: t("forms.invalid") };
  return { tone: "error" as const, text: reply.message ?? t("forms.failed") };
}

export function ReplyStatus({ id, status }: { id: string; status: ReturnType<typeof replyText> }) {
  return (
    <FormStatus id={id} tone={status?.tone ?? "info"}>
      {status?.text}
    </FormStatus>
  );
}
