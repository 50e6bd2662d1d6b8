import "~/messages/static-page-messages.ts";
import { Link } from "~/components/router-links.tsx";
import { useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";
import type { SeatLine } from "~/models/programmes.server.ts";

const groups: { seatGroup: SeatLine["seatGroup"]; titleKey: MessageKey }[] = [
  { seatGroup: "diploma", titleKey: "home.diplomaSeats" },
  { seatGroup: "bca", titleKey: "home.bcaSeats" },
  { seatGroup: "working-professional", titleKey: "home.workingSeats" },
];

/** Where each programme's page is; programmes without a page are listed without a link. */
const pageOf: Record<string, string> = {
  Civil: "/civil",
  Electrical: "/electrical",
  Mechanical: "/mechanical",
  Mining: "/mining",
  BCA: "/BCA",
};

/** The courses and their seats, straight from the programmes table (seat counts are data). */
export function Courses({ seats }: { seats: SeatLine[] }) {
  const t = useT();
  return (
    <section aria-labelledby="courses">
      <h2 id="courses" className="mb-4 text-2xl font-bold text-brand-900">
        {t("home.courses")}
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {groups.map(({ seatGroup, titleKey }) => {
          const lines = seats.filter((line) => line.seatGroup === seatGroup);
          if (lines.length === 0) return null;
          const href = seatGroup === "working-professional" ? "/diploma-working-professional" : undefined;
          return (
            <div key={seatGroup} className="rounded-lg border border-slate-200 p-4">
              <h3 className="mb-3 font-semibold text-brand-800">{t(titleKey)}</h3>
              <ul className="divide-y divide-slate-100">
                {lines.map((line) => {
                  const label = line.programName.replace(/\s*\(Working Professionals\)$/, "");
                  const to = href ?? pageOf[line.programName];
                  return (
                    <li key={line.programName} className="flex justify-between gap-4 py-2">
                      {to ? (
                        // A programme's name as the office types it: English (no Hindi is kept for it).
                        <Link to={to} lang="en" className="text-brand-700 underline-offset-2 hover:underline">
                          {label}
                        </Link>
                      ) : (
                        <span lang="en">{label}</span>
                      )}
                      <span className="font-semibold">{t("home.seats", { count: line.seats })}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
