import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";
import { TOAST_DURATION_MS, TOAST_POSITION, hasToasts, onToastQueued, takeToasts } from "./toasts.ts";

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;
const loadSonner = () => (loading ??= import("sonner"));

/**
 * The toast area (sonner, top-right, 5000 ms), drawn only once a toast is shown: the first toast fetches the library,
 * mounts its Toaster, then shows the toasts that waited for it. A page that shows no toast downloads none of it.
 */
export function LazyToaster({ id }: { id?: string }) {
  const [sonner, setSonner] = useState<Sonner>();
  const [queued, setQueued] = useState(0);

  useEffect(() => {
    let active = true;
    const wake = () => {
      if (!hasToasts(id)) return;
      loadSonner().then(
        (module) => {
          if (!active) return;
          setSonner(() => module);
          setQueued((n) => n + 1);
        },
        (error: unknown) => console.warn("toasts did not load", error),
      );
    };
    const stop = onToastQueued(wake);
    wake();
    return () => {
      active = false;
      stop();
    };
  }, [id]);

  // The Toaster below has subscribed (a child's effects run first): show what waited.
  useEffect(() => {
    if (!sonner) return;
    for (const toast of takeToasts(id))
      sonner.toast[toast.kind](toast.title, { description: toast.text, toasterId: id });
  }, [sonner, queued, id]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster id={id} position={TOAST_POSITION} duration={TOAST_DURATION_MS} closeButton richColors />;
}
