import { useLanguagePath, useT } from "~/lib/language.tsx";

/**
 * "Download the receipt (PDF)": a plain POST form (no script needed, nothing in the address) that sends the
 * application ID and the date of birth again, as the receipt asks the same proof as the status look-up
 * (decision 058). Not printed: a printed page has no use for a button.
 */
export function ReceiptForm({ id, dateOfBirth }: { id: string; dateOfBirth: string }) {
  const t = useT();
  const inLanguage = useLanguagePath();
  return (
    <form method="post" action={inLanguage("/application-status/receipt")} className="mt-2 print:hidden">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="dateOfBirth" value={dateOfBirth} />
      <button
        type="submit"
        className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t("applicationStatus.receipt.download")}
      </button>
    </form>
  );
}
