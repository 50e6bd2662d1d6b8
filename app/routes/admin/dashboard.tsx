import { Link } from "react-router";
import { DailyChart } from "~/components/admin/daily-chart.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readLastBackup } from "~/lib/backup/last-backup.server.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { sectionsFor } from "~/core/auth/staff-sections.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { markDashboardSeen, submissionsPerDay } from "~/models/dashboard.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services);
  const seesSubmissions = staff.role === "admin" || staff.role === "admissions";
  const lastVisit = await markDashboardSeen(context.services.db, staff.id);
  return {
    name: staff.name,
    role: staff.role,
    lastVisit,
    submissions: seesSubmissions ? await submissionsPerDay(context.services.db, 30, lastVisit) : null,
    // Backups are made on the server by an admin (README, "Backups"); only admins are told about them.
    backup: staff.role === "admin" ? { last: await readLastBackup(context.services.staffFiles.dataDir) } : null,
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.dashboard.title"),
    description: t("console.dashboard.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { submissions, lastVisit, backup } = loaderData;
  const sections = sectionsFor(loaderData.role).filter((s) => s.to !== "/admin");
  return (
    <StaffPage title={t("console.dashboard.welcome", { name: loaderData.name })}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="block rounded-lg border border-slate-200 p-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t(section.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
      {submissions ? (
        <>
          <section aria-labelledby="new-since">
            <h2 id="new-since" className="mb-2 text-lg font-semibold">
              {t("console.dashboard.newSince")}
            </h2>
            {lastVisit ? null : <p className="mb-2">{t("console.dashboard.firstVisit")}</p>}
            <ul className="flex flex-wrap gap-3">
              {submissions.kinds.map((k) => (
                <li key={k.labelKey} className="rounded border border-slate-200 px-3 py-2">
                  <Link to={k.to} className="text-brand-700 underline">
                    {t(k.labelKey)}
                  </Link>
                  {lastVisit ? (
                    <>
                      : <strong>{k.sinceLastVisit}</strong>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="per-day">
            <h2 id="per-day" className="mb-2 text-lg font-semibold">
              {t("console.dashboard.perDay")}
            </h2>
            <DailyChart days={submissions.days} kinds={submissions.kinds} />
          </section>
        </>
      ) : null}
      {backup ? (
        <section aria-labelledby="backups">
          <h2 id="backups" className="mb-2 text-lg font-semibold">
            {t("console.dashboard.backups")}
          </h2>
          <p>
            {backup.last
              ? t("console.dashboard.lastBackup", { when: istDateTime(backup.last.createdAt), file: backup.last.file })
              : t("console.dashboard.noBackup")}
          </p>
        </section>
      ) : null}
    </StaffPage>
  );
}
