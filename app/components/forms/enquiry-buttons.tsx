import { Link } from "react-router";
import { useT } from "~/lib/language.tsx";
import { FooterEnquiryForm } from "./footer-enquiry-form.tsx";
import { DialogButton } from "./form-dialog.tsx";
import { QuickEnquiryForm } from "./quick-enquiry-form.tsx";
import { useHydrated } from "./use-visitor-form.ts";

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded bg-accent-400 px-5 py-2 font-semibold text-slate-900 hover:bg-accent-500";

/**
 * "Request a call back" on the home page: opens the quick enquiry in a modal. Before JavaScript runs (or
 * without it) it is a link to /enquiry, which explains what to do without JavaScript.
 */
export function CallBackButton({ programmes }: { programmes: { id: number; displayText: string }[] }) {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Link to="/enquiry" className={buttonClass}>
        {t("forms.callBack")}
      </Link>
    );
  }
  return (
    <DialogButton
      label={t("forms.callBack")}
      title={t("forms.callBack")}
      intro={t("forms.callBackIntro")}
      className={buttonClass}
    >
      {(headingId) => <QuickEnquiryForm id="quick-enquiry-modal" programmes={programmes} headingId={headingId} />}
    </DialogButton>
  );
}

/** Spec §2: the mobile-only sticky "Enquiry Now" button opens the footer enquiry in a modal (a link to it without JavaScript). */
export function StickyEnquiryButton() {
  const t = useT();
  const hydrated = useHydrated();
  const className = `fixed bottom-3 left-3 z-40 shadow-lg md:hidden ${buttonClass}`;
  if (!hydrated) {
    return (
      <a href="#footer-enquiry-form" className={className}>
        {t("forms.enquiryNow")}
      </a>
    );
  }
  return (
    <DialogButton label={t("forms.enquiryNow")} title={t("forms.enquiryNow")} className={className}>
      {() => <FooterEnquiryForm id="footer-enquiry-modal" />}
    </DialogButton>
  );
}
