import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/language.tsx";
import { buttonClass } from "./enquiry-buttons.tsx";
import { DialogButton } from "./form-dialog.tsx";
import { useHydrated } from "./use-visitor-form.ts";

/** The quick enquiry's code comes with the first opening of its dialog, not with the home page. */
const QuickEnquiryForm = lazy(() =>
  import("./quick-enquiry-form.tsx").then((module) => ({ default: module.QuickEnquiryForm })),
);

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
      {(headingId) => (
        <Suspense fallback={null}>
          <QuickEnquiryForm id="quick-enquiry-modal" programmes={programmes} headingId={headingId} />
        </Suspense>
      )}
    </DialogButton>
  );
}
