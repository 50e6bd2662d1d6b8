import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { type ReceiptFacts, istStamp, maskedIdProof } from "~/core/application-receipt.ts";
import type { Translate } from "~/messages/catalogue.ts";
import { institution } from "~/settings/institution.ts";
import { ShapedPdfFont } from "./pdf-font.server.ts";
import { drawQrCode } from "./qr-code.server.ts";
import { receiptFont } from "./shaped-text.server.ts";

/** A4 in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.28, 0.33, 0.41);
const BRAND = rgb(0.11, 0.26, 0.52);
const PHOTO_BOX = { width: 110, height: 140 };
const QR_SIZE = 130;

/** The longest a line may be before the text is made smaller, so a long name or programme stays on the page. */
function fitting(font: ShapedPdfFont, text: string, size: number, width: number): number {
  const measured = font.widthOf(text, size);
  return measured <= width ? size : Math.max(7, (size * width) / measured);
}

async function drawPhoto(doc: PDFDocument, page: PDFPage, font: ShapedPdfFont, t: Translate, facts: ReceiptFacts) {
  const left = A4[0] - MARGIN - PHOTO_BOX.width;
  const bottom = A4[1] - MARGIN - 70 - PHOTO_BOX.height;
  page.drawRectangle({ x: left, y: bottom, ...PHOTO_BOX, borderColor: MUTED, borderWidth: 0.75 });
  const image = facts.photo ? await doc.embedJpg(facts.photo).catch(() => undefined) : undefined;
  if (!image) {
    font.draw(page, t("receipt.noPhoto"), { x: left + 8, y: bottom + PHOTO_BOX.height / 2, size: 9, color: MUTED });
    return;
  }
  const scale = Math.min(PHOTO_BOX.width / image.width, PHOTO_BOX.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: left + (PHOTO_BOX.width - width) / 2,
    y: bottom + (PHOTO_BOX.height - height) / 2,
    width,
    height,
  });
}

/**
 * The application receipt (decision 058): one A4 page made in memory, in the visitor's language. The institution,
 * the title, the photo, the facts (application ID, date and time in IST, programme, name, the Aadhaar number masked
 * to its last four digits) and a QR code of the status page's address with the application ID only.
 */
export async function makeReceiptPdf(facts: ReceiptFacts, t: Translate, statusUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${t("receipt.title")} ${facts.reference}`);
  doc.setCreator(institution.name);
  doc.setProducer(institution.shortName);
  const page = doc.addPage(A4);
  const font = new ShapedPdfFont(doc, await receiptFont());
  let y = A4[1] - MARGIN - 14;
  font.draw(page, institution.name, {
    x: MARGIN,
    y,
    size: fitting(font, institution.name, 14, A4[0] - 2 * MARGIN),
    color: BRAND,
    bold: true,
  });
  y -= 18;
  font.draw(page, `${institution.address.lines.join(", ")} ${institution.address.pin}`, {
    x: MARGIN,
    y,
    size: 9,
    color: MUTED,
  });
  y -= 44;
  font.draw(page, t("receipt.title"), { x: MARGIN, y, size: 22, color: INK, bold: true });
  await drawPhoto(doc, page, font, t, facts);

  const rows: [string, string][] = [
    [t("receipt.field.reference"), facts.reference],
    [t("receipt.field.submittedAt"), istStamp(facts.submittedAt)],
    [t("receipt.field.programme"), facts.programme],
    [t("receipt.field.name"), facts.name],
    [t("receipt.field.idProof"), maskedIdProof(facts.idProofLast4)],
  ];
  const valueWidth = A4[0] - 2 * MARGIN - PHOTO_BOX.width - 16;
  y -= 40;
  for (const [label, value] of rows) {
    font.draw(page, label, { x: MARGIN, y, size: 9.5, color: MUTED });
    y -= 17;
    font.draw(page, value, {
      x: MARGIN,
      y,
      size: fitting(font, value, 14, valueWidth),
      color: INK,
      bold: label === rows[0]![0],
    });
    y -= 26;
  }

  y -= 20;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: MUTED });
  y -= QR_SIZE + 12;
  drawQrCode(page, statusUrl, { x: MARGIN - 12, y, size: QR_SIZE, color: INK });
  const textLeft = MARGIN + QR_SIZE;
  const textWidth = A4[0] - MARGIN - textLeft;
  font.draw(page, t("receipt.scan"), { x: textLeft, y: y + QR_SIZE - 40, size: 11, color: INK, bold: true });
  font.draw(page, statusUrl, {
    x: textLeft,
    y: y + QR_SIZE - 58,
    size: fitting(font, statusUrl, 9, textWidth),
    color: BRAND,
  });
  font.draw(page, t("receipt.keep"), {
    x: textLeft,
    y: y + QR_SIZE - 80,
    size: fitting(font, t("receipt.keep"), 9.5, textWidth),
    color: INK,
  });
  font.draw(page, t("receipt.notAdmission"), {
    x: textLeft,
    y: y + QR_SIZE - 96,
    size: fitting(font, t("receipt.notAdmission"), 9.5, textWidth),
    color: INK,
  });
  const contact = t("applicationStatus.contact", { phones: institution.phones.join(", "), email: institution.email });
  font.draw(page, contact, { x: MARGIN, y: MARGIN, size: fitting(font, contact, 9, A4[0] - 2 * MARGIN), color: MUTED });
  font.finish();
  return doc.save();
}
