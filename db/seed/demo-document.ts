/** The demo library's one document: a sample prospectus, marked as such, for the college to replace. */
export const demoDocument = {
  slug: "prospectus-2026-27",
  title: "Prospectus 2026-27",
  lines: [
    "Prospectus 2026-27",
    "SAMPLE DOCUMENT - replace it with the college's own prospectus.",
    'Staff console: Documents, then "Replace the file" for Prospectus 2026-27.',
    "The address /documents/prospectus-2026-27.pdf stays the same.",
  ],
} as const;

/** Escapes text for a PDF string literal (only printable ASCII is written here). */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A small valid PDF of one A4 page with the given lines in Helvetica, written by hand (no PDF library is needed at
 * run time for a few hundred bytes): the objects, then the cross-reference table with each object's byte offset.
 */
export function samplePdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 56 ${780 - index * 28} Td ${pdfString(line)} Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
