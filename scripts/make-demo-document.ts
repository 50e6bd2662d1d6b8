/**
 * Writes a small demo PDF (a title and a few paragraphs) for documents the college will replace with its own:
 * `node --import tsx scripts/make-demo-document.ts public/documents/bca-brochure.pdf "BCA Brochure" "Line one" "Line two"`.
 */
import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const [out, title, ...lines] = process.argv.slice(2);
if (!out || !title) {
  console.error("usage: make-demo-document.ts OUT.pdf TITLE [LINE…]");
  process.exit(2);
}
const pdf = await PDFDocument.create();
pdf.setTitle(title);
pdf.setAuthor("Gumla Polytechnic College of Engineering and Technology");
const page = pdf.addPage([595, 842]);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const regular = await pdf.embedFont(StandardFonts.Helvetica);
page.drawRectangle({ x: 0, y: 772, width: 595, height: 70, color: rgb(0.06, 0.14, 0.39) });
page.drawText("Gumla Polytechnic College of Engineering and Technology", {
  x: 40,
  y: 800,
  size: 14,
  font: bold,
  color: rgb(1, 1, 1),
});
page.drawText(title, { x: 40, y: 730, size: 20, font: bold });
let y = 690;
for (const line of [...lines, "Demo document: the college office replaces this file with the original."]) {
  page.drawText(line, { x: 40, y, size: 11, font: regular, maxWidth: 515, lineHeight: 15 });
  y -= 15 * Math.ceil(line.length / 90) + 10;
}
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, await pdf.save());
