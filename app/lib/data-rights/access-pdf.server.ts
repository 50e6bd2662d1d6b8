import { PDFDocument } from "pdf-lib";
import { istStamp, maskedIdProof } from "~/core/application-receipt.ts";
import { publicStatusKey } from "~/core/application-status.ts";
import { ShapedPdfFont } from "~/lib/receipt/pdf-font.server.ts";
import { receiptFont } from "~/lib/receipt/shaped-text.server.ts";
import type { Translate } from "~/messages/catalogue.ts";
import type { ApplicationDataHeld, GrievanceHeld } from "~/models/data-held.server.ts";
import { institution } from "~/settings/institution.ts";
import { BRAND, MARGIN, MUTED, A4, Writer } from "./pdf-writer.server.ts";
import { writeDrafts, writeGuardian } from "./held-sections.server.ts";
import { writeGrievances } from "./grievance-section.server.ts";

const PHOTO_BOX = { width: 90, height: 115 };

/** The application's sections: its fields and photo, its status history, the mails about it, its guardian, its drafts. */
async function writeApplication(
  doc: PDFDocument,
  out: Writer,
  held: ApplicationDataHeld,
  photo: Uint8Array | undefined,
  t: Translate,
) {
  const { application: a } = held;
  const photoTop = out.current;
  if (photo) {
    const image = await doc.embedJpg(photo).catch(() => undefined);
    if (image) {
      const scale = Math.min(PHOTO_BOX.width / image.width, PHOTO_BOX.height / image.height);
      photoTop.page.drawImage(image, {
        x: A4[0] - MARGIN - image.width * scale,
        y: photoTop.y - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
  }
  out.text(t("dataRights.pdf.application"), { size: 12, bold: true, gap: 2 });
  const yesNo = (flag: number) => (flag ? t("dataRights.pdf.yes") : t("dataRights.pdf.no"));
  const rows: [string, string][] = [
    [t("dataRights.pdf.field.reference"), a.reference],
    [t("dataRights.pdf.field.received"), istStamp(a.created_at)],
    [t("dataRights.pdf.field.status"), t(publicStatusKey(held.status))],
    [t("dataRights.pdf.field.name"), a.name],
    [t("dataRights.pdf.field.dateOfBirth"), a.date_of_birth],
    [t("dataRights.pdf.field.gender"), a.gender],
    [t("dataRights.pdf.field.category"), a.category],
    [t("dataRights.pdf.field.religion"), a.religion],
    [t("dataRights.pdf.field.programme"), a.programme ?? ""],
    [t("dataRights.pdf.field.lateral"), yesNo(a.is_lateral)],
    [t("dataRights.pdf.field.email"), a.email],
    [t("dataRights.pdf.field.mobile"), a.mobile_no],
    [t("dataRights.pdf.field.alternativeMobile"), a.alter_mobile_no ?? ""],
    [t("dataRights.pdf.field.father"), a.father_name],
    [t("dataRights.pdf.field.mother"), a.mother_name],
    [t("dataRights.pdf.field.address"), `${a.address}, ${a.city} – ${a.pincode}`],
    [t("dataRights.pdf.field.idProof"), maskedIdProof(a.id_proof_last4)],
    [t("dataRights.pdf.field.remarks"), a.remarks ?? ""],
    [t("dataRights.pdf.field.language"), a.language],
  ];
  for (const [label, value] of rows) out.row(label, value);
  out.space(10);
  out.text(t("dataRights.pdf.idProof"), { size: 9, color: MUTED, gap: 2 });
  if (a.photo_file) out.text(t("dataRights.pdf.photo"), { size: 9, color: MUTED, gap: 12 });

  out.text(t("dataRights.pdf.history"), { size: 12, bold: true, gap: 2 });
  if (held.history.length === 0) out.text(t("dataRights.pdf.noHistory"));
  for (const step of held.history) out.row(istStamp(step.at), t(publicStatusKey(step.to)));
  out.space(12);
  out.text(t("dataRights.pdf.mails"), { size: 12, bold: true, gap: 2 });
  if (held.mails.length === 0) out.text(t("dataRights.pdf.noMails"));
  for (const mail of held.mails) out.row(istStamp(mail.created_at), `${mail.to_address}: ${mail.subject}`);
  out.space(12);
  if (held.guardian) writeGuardian(out, held.guardian, t);
  writeDrafts(out, a.email, held.drafts, t);
}

/**
 * The answer to an access request (decisions 063 and 070): a PDF of everything the college holds about the request's
 * linked application and grievances, in the request's language, made in memory with the receipt's pieces (decision
 * 058: pdf-lib, HarfBuzz shaping, Noto Sans Devanagari, so names typed in Devanagari print correctly). The
 * Aadhaar/UID number appears masked only; the office's notes and who made each change are the office's own records
 * and are not the person's data as sent.
 */
export async function makeAccessPdf(
  held: { application?: ApplicationDataHeld; grievances: GrievanceHeld[] },
  facts: { request: string; madeAt: Date; retentionYears: number; photo?: Uint8Array },
  t: Translate,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = held.application
    ? t("dataRights.pdf.title", { reference: held.application.application.reference })
    : t("dataRights.pdf.titleGrievances");
  doc.setTitle(title);
  doc.setCreator(institution.name);
  doc.setProducer(institution.shortName);
  const font = new ShapedPdfFont(doc, await receiptFont());
  const out = new Writer(doc, font);
  out.text(institution.name, { size: 13, color: BRAND, bold: true, gap: 2 });
  out.text(`${institution.address.lines.join(", ")} ${institution.address.pin}`, { size: 9, color: MUTED, gap: 14 });
  out.text(title, { size: 16, bold: true, gap: 4 });
  out.text(t("dataRights.pdf.request", { reference: facts.request }), { size: 10, color: MUTED, gap: 0 });
  out.text(t("dataRights.pdf.made", { date: istStamp(facts.madeAt.toISOString()) }), {
    size: 10,
    color: MUTED,
    gap: 12,
  });
  if (held.application) await writeApplication(doc, out, held.application, facts.photo, t);
  if (held.grievances.length > 0) writeGrievances(out, held.grievances, t);
  if (held.application)
    out.text(t("dataRights.pdf.retention", { years: facts.retentionYears }), { size: 9, color: MUTED });
  out.text(t("dataRights.contact", { phones: institution.phones.join(", "), email: institution.email }), {
    size: 9,
    color: MUTED,
  });
  font.finish();
  return doc.save();
}
