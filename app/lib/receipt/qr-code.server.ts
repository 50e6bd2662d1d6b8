import type { PDFPage, RGB } from "pdf-lib";
import QRCode from "qrcode";

/**
 * Draws a QR code of `text` as squares on a PDF page, its lower left corner at (x, y) and `size` points wide, with
 * the quiet zone of four modules inside that width. Vector squares stay sharp at any zoom and in any print.
 */
export function drawQrCode(page: PDFPage, text: string, box: { x: number; y: number; size: number; color: RGB }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const module = box.size / (count + 8);
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: box.x + (column + 4) * module,
        y: box.y + box.size - (row + 5) * module,
        width: module,
        height: module,
        color: box.color,
      });
    }
  }
}
