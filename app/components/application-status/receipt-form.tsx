import type { ReactNode } from "react";
import { useLanguagePath, useT } from "~/lib/language.tsx";

/**
 * The receipt's hidden fields and its "Download the receipt (PDF)" button. `form` names the form they belong to
 * when they stand inside another form (the admission form's confirmation: forms cannot nest).
 */
export function ReceiptControls({ id, dateOfBirth, form }: { id: string; dateOfBirth: string; form?: string }) {
  const t = useT();
  return (
    <span className="mt-2 block print:hidden">
      <input type="hidden" name="id" value={id} form={form} />
      <input type="hidden" name="dateOfBirth" value={dateOfBirth} form={form} />
      <button
        type="submit"
        form={form}
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("applicationStatus.receipt.download")}
      </button>
    </span>
  );
}

/**
 * The receipt's form: a plain POST (no script needed, nothing in the address) of the application ID and the date of
 * birth again, as the receipt asks the same proof as the status look-up (decision 058). Without children it is the
 * empty form that controls elsewhere name by its `id`.
 */
export function ReceiptForm({ id, children }: { id?: string; children?: ReactNode }) {
  const inLanguage = useLanguagePath();
  return (
    <form id={id} method="post" action={inLanguage("/application-status/receipt")} className="print:hidden">
      {children}
    </form>
  );
}
