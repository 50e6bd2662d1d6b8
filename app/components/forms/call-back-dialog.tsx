import { useT } from "~/lib/language.tsx";
import { buttonClass } from "./enquiry-buttons.tsx";
import { DialogButton } from "./form-dialog.tsx";
import { QuickEnquiryForm } from "./quick-enquiry-form.tsx";

/** The call-back dialog with the quick enquiry in it, open as soon as it mounts (call-back-button.tsx). */
export function CallBackDialog({ programmes }: { programmes: { id: number; displayText: string }[] }) {
  const t = useT();
  return (
    <DialogButton
      label={t("forms.callBack")}
      title={t("forms.callBack")}
      intro={t("forms.callBackIntro")}
      className={buttonClass}
      openAtOnce
    >
      {(headingId) => <QuickEnquiryForm id="quick-enquiry-modal" programmes={programmes} headingId={headingId} />}
    </DialogButton>
  );
}
