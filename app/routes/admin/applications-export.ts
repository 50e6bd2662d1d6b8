import ExcelJS from "exceljs";
import { z } from "zod";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { type ExportColumn, exportColumns, parseInboxQuery } from "~/lib/inbox/inbox-query.ts";
import { istDateTime, istDay } from "~/lib/inbox/ist-day.ts";
import { statusLabel } from "~/lib/inbox/workflow.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { exportApplications } from "~/models/applications-inbox.server.ts";
import type { Route } from "./+types/applications-export";

const columnKeys = Object.keys(exportColumns) as [ExportColumn, ...ExportColumn[]];
const formatSchema = z.enum(["xlsx", "csv"]).catch("xlsx");

/** The filtered list as a file; the ID proof is always masked here (only the audited reveal shows it whole). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const params = new URL(request.url).searchParams;
  const { after: _after, ...filter } = parseInboxQuery(params);
  const format = formatSchema.parse(params.get("format"));
  const chosen = params.getAll("columns").filter((c): c is ExportColumn => (columnKeys as string[]).includes(c));
  const columns = chosen.length ? columnKeys.filter((key) => chosen.includes(key)) : columnKeys;

  const rows = await exportApplications(context.services.db, filter);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Applications");
  sheet.columns = columns.map((key) => ({ header: exportColumns[key], key, width: key === "address" ? 40 : 20 }));
  for (const row of rows) {
    const values: Record<ExportColumn, string> = {
      ...row,
      alterMobileNo: row.alterMobileNo ?? "",
      createdAt: istDateTime(row.createdAt),
      status: statusLabel[row.status],
      idProofMasked: `XXXX XXXX ${row.idProofLast4}`,
    };
    sheet.addRow(Object.fromEntries(columns.map((key) => [key, values[key]])));
  }
  sheet.getRow(1).font = { bold: true };
  const body = format === "csv" ? await workbook.csv.writeBuffer() : await workbook.xlsx.writeBuffer();

  await recordAudit(context.services.db, {
    userId: staff.id,
    email: staff.email,
    action: "export",
    entity: "applications",
    after: { format, rows: rows.length, filter, columns },
    ip: context.services.clientIp,
  });
  const fileName = `applications-${istDay(new Date().toISOString())}.${format}`;
  return new Response(new Uint8Array(body as ArrayBuffer), {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
