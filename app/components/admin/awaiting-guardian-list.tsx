import { Link } from "react-router";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { useT } from "~/lib/language.tsx";

/**
 * The applications of applicants under 18 still waiting for a guardian's consent (decision 068), above the
 * applications inbox, oldest first: each opens its page, where the office sends a new link or records consent.
 */
export function AwaitingGuardianList({
  applications,
}: {
  applications: { id: number; reference: string; createdAt: string; email: string | null }[];
}) {
  const t = useT();
  if (applications.length === 0) return null;
  return (
    <details className="mb-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3">
      <summary className="cursor-pointer font-semibold">
        {t("console.guardian.waiting", { count: applications.length })}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {applications.map((application) => (
          <li key={application.id}>
            <Link to={`/admin/applications/${application.id}`} className="text-brand-700 underline">
              {t("console.guardian.waitingItem", {
                reference: application.reference,
                when: istDateTime(application.createdAt),
              })}
            </Link>
            {application.email ? null : ` — ${t("console.guardian.waitingNoEmail")}`}
          </li>
        ))}
      </ul>
    </details>
  );
}
