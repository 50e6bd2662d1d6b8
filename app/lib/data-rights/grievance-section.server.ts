import { istStamp } from "~/core/application-receipt.ts";
import { categoryKey, lodgerKey, statusKey } from "~/core/grievance.ts";
import type { Translate } from "~/messages/catalogue.ts";
import type { GrievanceHeld } from "~/models/data-held.server.ts";
import { MUTED, type Writer } from "./pdf-writer.server.ts";

/**
 * The grievances linked to the request (decision 070): what the person sent, its status and dates, the statuses it
 * reached and the mails to the address given with it. The attachment by its type and size (it is a file of its own);
 * never the committee's notes, nor who acted.
 */
export function writeGrievances(out: Writer, grievances: GrievanceHeld[], t: Translate) {
  out.heading(t("dataRights.pdf.grievances"));
  for (const g of grievances) {
    out.text(t("dataRights.pdf.grievance.heading", { number: g.number }), { bold: true, gap: 0 });
    const rows: [string, string][] = [
      [t("dataRights.pdf.grievance.lodgedBy"), t(lodgerKey(g.lodged_by))],
      [t("dataRights.pdf.field.name"), g.name],
      [t("dataRights.pdf.field.mobile"), g.mobile ?? ""],
      [t("dataRights.pdf.field.email"), g.email ?? ""],
      [t("dataRights.pdf.field.category"), t(categoryKey(g.category))],
      [t("dataRights.pdf.grievance.description"), g.description],
      [
        t("dataRights.pdf.grievance.attachment"),
        g.attachment_mime
          ? t("dataRights.pdf.grievance.attachmentHeld", {
              type: g.attachment_mime,
              kb: Math.max(1, Math.round((g.attachment_bytes ?? 0) / 1024)),
            })
          : "",
      ],
      [t("dataRights.pdf.field.status"), t(statusKey(g.status))],
      [t("dataRights.pdf.field.received"), istStamp(g.received_at)],
      [t("dataRights.pdf.grievance.resolved"), g.resolved_at ? istStamp(g.resolved_at) : ""],
      [t("dataRights.pdf.field.language"), g.language],
    ];
    for (const [label, value] of rows) out.row(label, value);
    for (const step of g.history) out.row(istStamp(step.at), t(statusKey(step.to ?? "")));
    for (const mail of g.mails) out.row(istStamp(mail.created_at), `${mail.to_address}: ${mail.subject}`);
    out.space(10);
  }
  out.text(t("dataRights.pdf.grievance.notes"), { size: 9, color: MUTED, gap: 12 });
}
