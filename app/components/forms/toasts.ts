import { createContext, useContext, useMemo } from "react";
import { toast } from "sonner";
import { useT } from "~/lib/language.tsx";
import type { FormReply } from "./form-reply.ts";

export const TOAST_DURATION_MS = 5000;
export const TOAST_POSITION = "top-right";

/**
 * Which Toaster a form's toasts go to: the page's (app/root.tsx), or the one inside an open modal <dialog>, which
 * sits in the browser's top layer above anything else on the page.
 */
export const ToastTarget = createContext<string | undefined>(undefined);

/**
 * The toasts of spec §8: a title (Success, Warning or Error) and the catalogue's text, top-right for 5000 ms.
 * Toasts only repeat what the page also says in text, for visitors with JavaScript.
 */
export function useNotify() {
  const toasterId = useContext(ToastTarget);
  const t = useT();
  return useMemo(() => {
    const success = (text: string) => toast.success(t("forms.toast.success"), { description: text, toasterId });
    const warning = (text: string) => toast.warning(t("forms.toast.warning"), { description: text, toasterId });
    const error = (text: string) => toast.error(t("forms.toast.error"), { description: text, toasterId });
    /** The contact, footer enquiry and alumni forms answer alike (§8): Success, or the Warning to try later. */
    const submittedOrFailed = (reply: FormReply) =>
      reply.outcome === "success" ? success(t("forms.submitted")) : warning(t("forms.failed"));
    return { success, warning, error, submittedOrFailed };
  }, [toasterId, t]);
}
