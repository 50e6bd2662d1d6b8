import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "~/lib/language.tsx";
import { LazyToaster } from "./toaster.tsx";
import { ToastTarget } from "./toasts.ts";

/**
 * A button that opens a form in a modal <dialog>: the browser keeps focus inside, Escape closes it, and focus
 * returns to the button. The content mounts on first opening, so a form's captcha starts only when wanted. The
 * dialog has its own Toaster: a modal dialog sits in the top layer, above the page's toasts. `openAtOnce` opens it
 * when it mounts: for a button whose dialog's code is fetched with the first click.
 */
export function DialogButton({
  label,
  title,
  intro,
  className,
  openAtOnce = false,
  children,
}: {
  label: string;
  title: string;
  intro?: string;
  className: string;
  openAtOnce?: boolean;
  children: (headingId: string) => ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(openAtOnce);
  const headingId = useId();
  const toasterId = useId();
  useEffect(() => {
    if (openAtOnce) dialog.current?.showModal();
  }, [openAtOnce]);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto max-h-[92dvh] w-[min(44rem,94vw)] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-[rgb(15_23_42/0.6)]"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded border border-slate-400 px-3 py-1"
          >
            {t("forms.modal.close")}
          </button>
        </div>
        <div className="space-y-3 p-4">
          {intro ? <p>{intro}</p> : null}
          {opened ? <ToastTarget value={toasterId}>{children(headingId)}</ToastTarget> : null}
        </div>
        {opened ? <LazyToaster id={toasterId} /> : null}
      </dialog>
    </>
  );
}
