import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { istStamp, maskedIdProof } from "~/core/application-receipt.ts";
import { publicStatusKey } from "~/core/application-status.ts";
import { ShapedPdfFont } from "~/lib/receipt/pdf-font.server.ts";
import { receiptFont } from "~/lib/receipt/shaped-text.server.ts";
import type { Translate } from "~/messages/catalogue.ts";
import type { ApplicationDataHeld } from "~/models/data-rights.server.ts";
import { institution } from "~/settings/institution.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.11, 0.26, 0.52);
const LABEL_WIDTH = 150;
const PHOTO_BOX = { width: 90, height: 115 };

/** Draws lines top-down over as many A4 pages as they need, wrapping long values at spaces. */
class Writer {
  private page: PDFPage;
  private y = A4[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly font: ShapedPdfFont,
  ) {
    this.page = doc.addPage(A4);
  }

  get current() {
    return { page: this.page, y: this.y };
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  /** Splits a text into lines no wider than `width` at `size`. */
  private wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.font.widthOf(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; color?: typeof INK; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    for (const line of this.wrap(text, size, A4[0] - 2 * MARGIN)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.font.draw(this.page, line, { x: MARGIN, y: this.y, size, color: options.color ?? INK, bold: options.bold });
    }
    this.y -= options.gap ?? 6;
  }

  row(label: string, value: string) {
    const size = 10;
    const lines = this.wrap(value || "—", size, A4[0] - 2 * MARGIN - LABEL_WIDTH);
    this.room((size + 5) * lines.length);
    this.y -= size + 5;
    this.font.draw(this.page, label, { x: MARGIN, y: this.y, size: 9, color: MUTED });
    lines.forEach((line, index) => {
      if (index > 0) this.y -= size + 5;
      this.font.draw(this.page, line, { x: MARGIN + LABEL_WIDTH, y: this.y, size, color: INK });
    });
  }

  space(points: number) {
    this.y -= points;
  }
}

/**
 * The answer to an access request (decision 063): a PDF of everything the college holds about one application, in
 * the request's language, made in memory with the receipt's pieces (decision 058: pdf-lib, HarfBuzz shaping, Noto Sans
 * Devanagari, so names typed in Devanagari print correctly). The Aadhaar/UID number appears masked only; the office's
 * notes and who made each change are the office's own records and are not the applicant's data as sent.
 */
export async function makeAccessPdf(
  held: ApplicationDataHeld,
  facts: { request: string; madeAt: Date; retentionYears: number; photo?: Uint8Array },
  t: Translate,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { application: a } = held;
  doc.setTitle(t("dataRights.pdf.title", { reference: a.reference }));
  doc.setCreator(institution.name);
  doc.setProducer(institution.shortName);
  const font = new ShapedPdfFont(doc, await receiptFont());
  const out = new Writer(doc, font);
  out.text(institution.name, { size: 13, color: BRAND, bold: true, gap: 2 });
  out.text(`${institution.address.lines.join(", ")} ${institution.address.pin}`, { size: 9, color: MUTED, gap: 14 });
  out.text(t("dataRights.pdf.title", { reference: a.reference }), { size: 16, bold: true, gap: 4 });
  out.text(t("dataRights.pdf.request", { reference: facts.request }), { size: 10, color: MUTED, gap: 0 });
  out.text(t("dataRights.pdf.made", { date: istStamp(facts.madeAt.toISOString()) }), {
    size: 10,
    color: MUTED,
    gap: 12,
  });

  const photoTop = out.current;
  if (facts.photo) {
    const image = await doc.embedJpg(facts.photo).catch(() => undefined);
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
  out.text(t("dataRights.pdf.retention", { years: facts.retentionYears }), { size: 9, color: MUTED });
  out.text(t("dataRights.contact", { phones: institution.phones.join(", "), email: institution.email }), {
    size: 9,
    color: MUTED,
  });
  font.finish();
  return doc.save();
}
