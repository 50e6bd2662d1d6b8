import { type PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { ShapedPdfFont } from "~/lib/receipt/pdf-font.server.ts";

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const INK = rgb(0.07, 0.09, 0.15);
export const MUTED = rgb(0.28, 0.33, 0.41);
export const BRAND = rgb(0.11, 0.26, 0.52);
const LABEL_WIDTH = 150;

/** Draws the access answer's lines top-down over as many A4 pages as they need, wrapping long values at spaces. */
export class Writer {
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

  room(height: number) {
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

  /** A section's heading, kept on one page with the line that follows it. */
  heading(text: string) {
    this.room(40);
    this.text(text, { size: 12, bold: true, gap: 2 });
  }

  space(points: number) {
    this.y -= points;
  }
}
