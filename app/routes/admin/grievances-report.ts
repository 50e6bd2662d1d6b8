import { z } from "zod";
import { daysToResolve, categoryKey, lodgerKey, statusKey } from "~/core/grievance.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { writeSpreadsheet } from "~/lib/inbox/spreadsheet-writer.server.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { grievancesReceivedBetween } from "~/models/grievances.server.ts";
import "~/messages/grievance-messages.ts";
import type { Route } from "./+types/grievances-report";

const querySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .catch(() => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7)),
  format: z.enum(["xlsx", "csv"]).catch("xlsx"),
});

const IST_OFFSET_MS = 5.5 * 3600_000;

/** The first instant of a month in India (YYYY-MM), and of the month after it, as UTC ISO instants. */
export function monthInIndia(month: string): { from: string; until: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const start = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS).toISOString();
  return { from: start(year, number), until: number === 12 ? start(year + 1, 1) : start(year, number + 1) };
}

/**
 * The monthly report (decision 061): every grievance received in one month (IST), oldest first, with its
 * category, dates, status and days to resolve, as .xlsx or .csv like the inbox exports; audited. No name, contact
 * or text: the report counts and times grievances, the console shows them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["grievance"]);
  const t = translator(languageOf(request));
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { from, until } = monthInIndia(query.month);
  const rows = await grievancesReceivedBetween(context.services.db, from, until);
  const now = Date.now();
  const columns = [
    "console.grievances.col.number",
    "console.grievances.col.lodgedBy",
    "console.grievances.col.category",
    "console.grievances.col.received",
    "console.grievances.col.due",
    "console.grievances.col.status",
    "console.grievances.col.resolved",
    "console.grievances.col.days",
    "console.grievances.col.overdue",
  ] as const;
  const cells = rows.map((row) => {
    const days = daysToResolve(row);
    const late = row.resolved_at ? row.resolved_at > row.due_at : Date.parse(row.due_at) < now;
    return [
      row.number,
      t(lodgerKey(row.lodged_by)),
      t(categoryKey(row.category)),
      istDateTime(row.received_at),
      istDateTime(row.due_at),
      t(statusKey(row.status)),
      row.resolved_at ? istDateTime(row.resolved_at) : "",
      days ?? "",
      t(late ? "console.grievances.yes" : "console.grievances.no"),
    ];
  });
  const body = await writeSpreadsheet(
    query.format,
    t("console.grievances.title"),
    columns.map((key) => ({ header: t(key), width: key === "console.grievances.col.category" ? 40 : 22 })),
    cells,
  );
  await recordAudit(context.services.db, {
    userId: staff.id,
    email: staff.email,
    action: "export",
    entity: "grievances",
    after: { format: query.format, month: query.month, rows: rows.length },
    ip: context.services.clientIp,
  });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type":
        query.format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="grievances-${query.month}.${query.format}"`,
      "Cache-Control": "no-store",
    },
  });
}
