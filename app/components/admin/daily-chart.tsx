import { useT } from "~/lib/language.tsx";
import type { DailyCounts } from "~/models/dashboard.server.ts";

/**
 * Submissions per day as small bar charts, one per kind. The bars are a picture; the same numbers are in the
 * table below them for screen readers and for reading exact values.
 */
export function DailyChart({ days, kinds }: { days: string[]; kinds: DailyCounts[] }) {
  const t = useT();
  const max = Math.max(1, ...kinds.flatMap((k) => k.counts));
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {kinds.map((kind) => (
          <figure key={kind.labelKey} className="rounded-lg border border-slate-200 p-3">
            <figcaption className="mb-2 text-sm font-semibold">
              {t("console.chart.total", {
                label: t(kind.labelKey),
                count: kind.counts.reduce((a, b) => a + b, 0),
                days: days.length,
              })}
            </figcaption>
            <svg
              viewBox={`0 0 ${days.length * 10} 60`}
              className="h-16 w-full"
              aria-hidden="true"
              preserveAspectRatio="none"
            >
              {kind.counts.map((count, i) => (
                <rect
                  key={days[i]}
                  x={i * 10 + 1}
                  y={60 - (count / max) * 58}
                  width={8}
                  height={(count / max) * 58}
                  fill="#1a3fae"
                />
              ))}
            </svg>
          </figure>
        ))}
      </div>
      <details>
        <summary className="font-semibold">{t("console.chart.numbers")}</summary>
        <div className="mt-2 overflow-x-auto" role="region" aria-label={t("console.chart.perDay")} tabIndex={0}>
          <table className="border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {t("console.chart.day")}
                </th>
                {kinds.map((k) => (
                  <th key={k.labelKey} scope="col" className="px-2 py-1 text-left">
                    {t(k.labelKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {day}
                  </th>
                  {kinds.map((k) => (
                    <td key={k.labelKey} className="px-2 py-1">
                      {k.counts[i]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
