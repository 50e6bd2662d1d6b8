import { useSearchParams } from "react-router";
import { useT } from "~/lib/language.tsx";
import { type FormKind, SENT_PARAM } from "./form-reply.ts";

/** The forms whose success is the spec's "Form submitted successfully." (§8). */
const SUBMITTED: readonly FormKind[] = ["footer-enquiry", "contact", "alumni"];

/**
 * The success toast after a form was posted without the page's script (no JavaScript, or a page that runs no React)
 * and the server sent the visitor back (`?sent=<form>`): drawn by the server, top-right, gone after 5 s by CSS alone.
 * It repeats the form's own status text, which screen readers hear, so it is hidden from them.
 */
export function SentToast() {
  const t = useT();
  const [params] = useSearchParams();
  const kind = params.get(SENT_PARAM) as FormKind | null;
  if (!kind || !SUBMITTED.includes(kind)) return null;
  return (
    <div
      aria-hidden="true"
      className="sent-toast fixed right-4 top-4 z-50 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 shadow-lg"
    >
      <p className="font-semibold">{t("forms.toast.success")}</p>
      <p className="text-sm">{t("forms.submitted")}</p>
    </div>
  );
}
