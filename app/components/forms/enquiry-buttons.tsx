import { useId } from "react";
import { useT } from "~/lib/language.tsx";
import { FooterEnquiryForm } from "./footer-enquiry-form.tsx";
import { LazyToaster } from "./toaster.tsx";
import { ToastTarget } from "./toasts.ts";

/** The look of the enquiry buttons (Enquiry Now, Request a call back). */
export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded bg-accent-400 px-5 py-2 font-semibold text-slate-900 hover:bg-accent-500";

const ENQUIRY_NOW_DIALOG = "enquiry-now";

/**
 * Spec §2: the mobile-only sticky "Enquiry Now" button opens the footer enquiry in a modal <dialog> (the shell
 * script, app/browser/shell.ts, opens and closes it: `data-opens`, `data-closes`). The dialog and its form are in
 * the server HTML, so this works on pages that ship no React. Without JavaScript the button is a link to the footer
 * form instead (CSS shows one or the other: `.needs-script`, `.without-script`).
 */
export function StickyEnquiryButton({ returnTo }: { returnTo: string }) {
  const t = useT();
  const headingId = useId();
  const toasterId = useId();
  const className = `fixed bottom-3 left-3 z-40 shadow-lg md:hidden ${buttonClass}`;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        data-opens={ENQUIRY_NOW_DIALOG}
        className={`needs-script ${className}`}
      >
        {t("forms.enquiryNow")}
      </button>
      <a href="#footer-enquiry-form" className={`without-script ${className}`}>
        {t("forms.enquiryNow")}
      </a>
      <dialog
        id={ENQUIRY_NOW_DIALOG}
        aria-labelledby={headingId}
        className="m-auto max-h-[92dvh] w-[min(44rem,94vw)] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-[rgb(15_23_42/0.6)]"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {t("forms.enquiryNow")}
          </h2>
          <button type="button" data-closes="" className="rounded border border-slate-400 px-3 py-1">
            {t("forms.modal.close")}
          </button>
        </div>
        <div className="p-4">
          <ToastTarget value={toasterId}>
            <FooterEnquiryForm id="footer-enquiry-modal" returnTo={returnTo} />
          </ToastTarget>
        </div>
        <LazyToaster id={toasterId} />
      </dialog>
    </>
  );
}
