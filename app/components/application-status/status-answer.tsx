import { publicStatusExplanation, publicStatusKey } from "~/core/application-status.ts";
import { useT } from "~/lib/language.tsx";
import { StatusHistoryTable } from "~/components/status-history-table.tsx";

/** What the look-up shows of an application: its ID, the status in plain words and what it means, and its history. */
export interface StatusAnswerData {
  reference: string;
  status: string;
  history: { at: string; to: string | null }[];
  /** Under 18 and waiting for a parent's or guardian's consent (decision 068): said instead of the status. */
  awaitingGuardian?: boolean;
}

/**
 * The answer to a matching look-up. The history is dates (India Standard Time) and the statuses reached: never who
 * made a change or the office's notes (decision 057).
 */
export function StatusAnswer({ answer }: { answer: StatusAnswerData }) {
  const t = useT();
  return (
    <section aria-labelledby="status-heading" className="space-y-4 rounded border border-brand-700 bg-brand-50 p-4">
      <h2 id="status-heading" className="text-xl font-semibold">
        {t("applicationStatus.heading", { reference: answer.reference })}
      </h2>
      <p className="text-lg font-semibold">
        {t("applicationStatus.current", {
          status: answer.awaitingGuardian
            ? t("applicationStatus.guardian.awaiting")
            : t(publicStatusKey(answer.status)),
        })}
      </p>
      <p>
        {answer.awaitingGuardian ? t("applicationStatus.guardian.explain") : t(publicStatusExplanation(answer.status))}
      </p>
      <h3 className="text-lg font-semibold">{t("applicationStatus.history")}</h3>
      <StatusHistoryTable
        headings={{ when: t("applicationStatus.history.when"), what: t("applicationStatus.history.what") }}
        steps={answer.history.map((step) => ({
          at: step.at,
          text:
            step.to === null
              ? t("applicationStatus.history.sent")
              : t("applicationStatus.history.moved", { status: t(publicStatusKey(step.to)) }),
        }))}
      />
      <p className="text-sm">{t("applicationStatus.fresh")}</p>
    </section>
  );
}
