import { z } from "zod";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { type FieldValue, exportSubmissions } from "~/models/inbox.server.ts";
import { type InboxKind, exportFields, formatValue } from "~/core/inbox/inbox-kind.ts";
import { parseInboxQuery } from "~/core/inbox/inbox-query.ts";
import { istDateTime, istDay } from "~/core/inbox/ist-day.ts";
import { labelOf } from "~/core/inbox/workflow.ts";
import { type MessageKey, languageOf, translator } from "~/messages/catalogue.ts";
import { neutraliseFormula } from "~/core/spreadsheet-cell.ts";
import { writeSpreadsheet } from "./spreadsheet-writer.server.ts";

const formatSchema = z.enum(["xlsx", "csv"]).catch("xlsx");

/**
 * A column only some exports carry (the admin-only whole ID proof), read from `column`; `values` is given every
 * exported row's stored value at once and answers how to show each (the ID proof is read from the vault).
 */
export interface ExtraExportColumn {
  key: string;
  labelKey: MessageKey;
  column: string;
  values: (stored: FieldValue[]) => Promise<(stored: FieldValue) => string>;
}

const wide = new Set(["address", "message", "currentAddress", "company", "employer", "remarks"]);

/**
 * The current filtered list of any inbox as an .xlsx or .csv download with the columns the staff member ticked
 * (all when none), newest first; every export is written to the audit log with its filter and columns.
 */
export async function exportInbox(
  request: Request,
  services: Pick<AppServices, "db" | "dialect" | "clientIp">,
  staff: SignedInStaff,
  kind: InboxKind,
  options: { extras?: ExtraExportColumn[]; unmasked?: boolean } = {},
) {
  const t = translator(languageOf(request));
  const extras = options.extras ?? [];
  const params = new URL(request.url).searchParams;
  const { after: _after, ...filter } = parseInboxQuery(params, kind);
  const format = formatSchema.parse(params.get("format"));
  const available = exportFields(kind);
  const ticked = new Set(params.getAll("columns"));
  const chosen = available.filter((field) => ticked.has(field.key));
  const fields = chosen.length ? chosen : available;

  const rows = await exportSubmissions(services, kind, filter, fields, {
    extra: Object.fromEntries(extras.map((extra) => [extra.key, extra.column])),
  });
  const shown = await Promise.all(extras.map((extra) => extra.values(rows.map((row) => row[extra.key] ?? null))));
  const many = t(kind.manyKey);
  const columns = [...fields, ...extras].map((column) => ({
    header: t(column.labelKey),
    width: wide.has(column.key) ? 40 : 20,
  }));
  const labels = { status: (status: string) => labelOf(status, t), datetime: istDateTime, t };
  // A CSV cell has no type: text a visitor typed must never open as a formula in the office's spreadsheet.
  const cell = format === "csv" ? neutraliseFormula : <T>(value: T) => value;
  const cells = function* () {
    for (const row of rows) {
      yield [
        ...fields.map((field) => cell(formatValue(field, row[field.key], labels))),
        ...extras.map((extra, index) => cell(shown[index]!(row[extra.key] ?? null))),
      ];
    }
  };
  const body = await writeSpreadsheet(format, many.charAt(0).toUpperCase() + many.slice(1), columns, cells());

  await recordAudit(services.db, {
    userId: staff.id,
    email: staff.email,
    action: "export",
    entity: kind.table,
    after: {
      format,
      rows: rows.length,
      filter,
      columns: fields.map((field) => field.key),
      unmasked: options.unmasked === true,
    },
    ip: services.clientIp,
  });
  const fileName = `${kind.slug}-${istDay(new Date().toISOString())}.${format}`;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type":
        format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
