import { useT } from "~/lib/language.tsx";
import { HONEYPOT_FIELD } from "~/schemas/forms/envelope.ts";

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab order) with
 * a plausible name that form-filling bots complete. A post with it filled is answered like a success and dropped.
 */
export function Honeypot({ formId }: { formId: string }) {
  const t = useT();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
