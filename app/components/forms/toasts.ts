import { createContext, useContext, useMemo } from "react";
import { useT } from "~/lib/language.tsx";
import type { FormReply } from "./form-reply.ts";

export const TOAST_DURATION_MS = 5000;
export const TOAST_POSITION = "top-right";

/**
 * Which Toaster a form's toasts go to: the page's (app/root.tsx), or the one inside an open modal <dialog>, which
 * sits in the browser's top layer above anything else on the page.
 */
export const ToastTarget = createContext<string | undefined>(undefined);

export type ToastKind = "success" | "warning" | "error";

export interface QueuedToast {
  kind: ToastKind;
  title: string;
  text: string;
  toasterId?: string;
}

/**
 * Toasts wait here until their Toaster has loaded: the toast library (sonner) is fetched the first time a toast is
 * shown, so a page that shows none never downloads it (app/components/forms/toaster.tsx).
 */
const queue: QueuedToast[] = [];
const listeners = new Set<() => void>();

export function queueToast(toast: QueuedToast) {
  queue.push(toast);
  for (const listener of listeners) listener();
}

/** Takes the waiting toasts of one Toaster. */
export function takeToasts(toasterId: string | undefined): QueuedToast[] {
  const mine = queue.filter((toast) => toast.toasterId === toasterId);
  if (mine.length) queue.splice(0, queue.length, ...queue.filter((toast) => toast.toasterId !== toasterId));
  return mine;
}

export const hasToasts = (toasterId: string | undefined) => queue.some((toast) => toast.toasterId === toasterId);

export function onToastQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toasts of spec §8: a title (Success, Warning or Error) and the catalogue's text, top-right for 5000 ms.
 * Toasts only repeat what the page also says in text, for visitors with JavaScript.
 */
export function useNotify() {
  const toasterId = useContext(ToastTarget);
  const t = useT();
  return useMemo(() => {
    const success = (text: string) => queueToast({ kind: "success", title: t("forms.toast.success"), text, toasterId });
    const warning = (text: string) => queueToast({ kind: "warning", title: t("forms.toast.warning"), text, toasterId });
    const error = (text: string) => queueToast({ kind: "error", title: t("forms.toast.error"), text, toasterId });
    /** The contact, footer enquiry and alumni forms answer alike (§8): Success, or the Warning to try later. */
    const submittedOrFailed = (reply: FormReply) =>
      reply.outcome === "success" ? success(t("forms.submitted")) : warning(t("forms.failed"));
    return { success, warning, error, submittedOrFailed };
  }, [toasterId, t]);
}
