import {
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  type PDFPage,
  type PDFRef,
  PDFString,
  type RGB,
  beginText,
  endText,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  popGraphicsState,
  pushGraphicsState,
  type PDFDict,
} from "pdf-lib";
import type { ShapingFont } from "./shaped-text.server.ts";

/** A glyph id as the two bytes an Identity-H font reads. */
const glyphHex = (id: number) => id.toString(16).padStart(4, "0");

/** UTF-16BE hex of a text, for the ToUnicode map. */
const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, index) => glyphHex(text.charCodeAt(index))).join("");

/**
 * A TrueType font put into a PDF by glyph ids (a Type0 font, Identity-H), so text shaped by HarfBuzz is drawn glyph
 * by glyph where HarfBuzz placed it: pdf-lib's own text drawing lays text out with fontkit, which does not place
 * Devanagari's marks. Every line is also marked with its text (`/ActualText`), so copying, searching and `pdftotext`
 * read the words as typed, conjuncts and the i-matra in their logical order. `finish()` writes the width and
 * Unicode tables of the glyphs used; call it before saving the document.
 */
export class ShapedPdfFont {
  private readonly ref: PDFRef;
  private readonly used = new Map<number, string>();
  private readonly scale: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: ShapingFont,
  ) {
    this.ref = doc.context.nextRef();
    this.scale = 1000 / font.unitsPerEm;
  }

  /** The width of a text at a size, in points. */
  widthOf(text: string, size: number): number {
    return (this.font.shape(text).width * size) / this.font.unitsPerEm;
  }

  /** Draws one line of text with its baseline starting at (x, y); `bold` strokes the outlines as well. */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: RGB; bold?: boolean }) {
    const run = this.font.shape(text);
    const name = page.node.newFontDictionary("Shaped", this.ref);
    const unit = options.size / this.font.unitsPerEm;
    const operators: PDFOperator[] = [
      pushGraphicsState(),
      PDFOperator.of("BDC" as never, [
        PDFName.of("Span"),
        this.doc.context.obj({ ActualText: PDFHexString.fromText(text) }) as unknown as PDFName,
      ]),
      beginText(),
      setFillingColor(options.color),
      setFontAndSize(name, options.size),
    ];
    if (options.bold) {
      operators.push(
        PDFOperator.of("RG" as never, [options.color.red, options.color.green, options.color.blue].map(PDFNumber.of)),
        PDFOperator.of("w" as never, [PDFNumber.of(options.size / 40)]),
        PDFOperator.of("Tr" as never, [PDFNumber.of(2)]),
      );
    }
    let pen = 0;
    for (const glyph of run.glyphs) {
      if (!this.used.has(glyph.id)) this.used.set(glyph.id, "");
      const x = options.x + (pen + glyph.dx) * unit;
      const y = options.y + glyph.dy * unit;
      operators.push(setTextMatrix(1, 0, 0, 1, x, y), showText(PDFHexString.of(glyphHex(glyph.id))));
      pen += glyph.advance;
    }
    operators.push(endText(), PDFOperator.of("EMC" as never), popGraphicsState());
    page.pushOperators(...operators);
    this.noteCharacters(text);
  }

  /** Remembers which glyph stands for which single character, for the Unicode table. */
  private noteCharacters(text: string) {
    for (const char of text) {
      const [glyph] = this.font.shape(char).glyphs;
      if (glyph && this.used.get(glyph.id) === "") this.used.set(glyph.id, char);
    }
  }

  /** Writes the font's objects: the file, its description, the widths and the Unicode table of the glyphs used. */
  finish() {
    const { context } = this.doc;
    const font = this.font;
    const file = context.flateStream(font.bytes, { Length1: font.bytes.length });
    const descriptor = context.obj({
      Type: "FontDescriptor",
      FontName: "NotoSansDevanagari",
      Flags: 32,
      FontBBox: [-1000, Math.round(font.descent * this.scale) - 200, 2000, Math.round(font.ascent * this.scale) + 200],
      ItalicAngle: 0,
      Ascent: Math.round(font.ascent * this.scale),
      Descent: Math.round(font.descent * this.scale),
      CapHeight: 714,
      StemV: 80,
      FontFile2: context.register(file),
    });
    const ids = [...this.used.keys()].sort((a, b) => a - b);
    const widths = ids.flatMap((id) => [id, [Math.round(font.advanceOf(id) * this.scale)]]);
    const mapped = ids.filter((id) => this.used.get(id));
    const cmap = [
      "/CIDInit /ProcSet findresource begin",
      "12 dict begin",
      "begincmap",
      "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
      "/CMapName /Adobe-Identity-UCS def",
      "/CMapType 2 def",
      "1 begincodespacerange",
      "<0000> <FFFF>",
      "endcodespacerange",
      `${mapped.length} beginbfchar`,
      ...mapped.map((id) => `<${glyphHex(id)}> <${utf16Hex(this.used.get(id)!)}>`),
      "endbfchar",
      "endcmap",
      "CMapName currentdict /CMap defineresource pop",
      "end",
      "end",
    ].join("\n");
    const descendant = context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: "NotoSansDevanagari",
      CIDSystemInfo: context.obj({
        Registry: PDFString.of("Adobe"),
        Ordering: PDFString.of("Identity"),
        Supplement: 0,
      }),
      FontDescriptor: context.register(descriptor),
      W: widths,
      CIDToGIDMap: "Identity",
    });
    const type0: PDFDict = context.obj({
      Type: "Font",
      Subtype: "Type0",
      BaseFont: "NotoSansDevanagari",
      Encoding: "Identity-H",
      DescendantFonts: [context.register(descendant)],
      ToUnicode: context.register(context.flateStream(cmap)),
    });
    context.assign(this.ref, type0);
  }
}
