import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * Noto Sans Devanagari (SIL Open Font License), a TrueType file from an npm package: it has the Latin letters and
 * digits too, so one font draws every text of the receipt. Read from disk once; nothing is fetched at run time.
 */
const FONT_FILE = "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf";

/** One glyph placed by HarfBuzz, in font units: its id in the font, the pen's advance and its offset from the pen. */
export interface PlacedGlyph {
  id: number;
  advance: number;
  dx: number;
  dy: number;
}

/** A run of text as HarfBuzz shaped it, with the text it stands for (for copying and searching the PDF). */
export interface ShapedRun {
  text: string;
  glyphs: PlacedGlyph[];
  /** The run's advance width in font units. */
  width: number;
}

export interface ShapingFont {
  bytes: Uint8Array;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** The advance width of each glyph id, for the PDF's width table. */
  advanceOf(glyph: number): number;
  /** Shapes a line of text: Devanagari (conjuncts, matras before their consonant, reph) as the font's rules say. */
  shape(text: string): ShapedRun;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Splits a line into runs of one script each, because HarfBuzz shapes a buffer in one script: a Latin label followed
 * by a Devanagari name would otherwise not be reordered. Spaces, digits and signs stay with the run before them.
 */
export function scriptRuns(text: string): { text: string; script: "Deva" | "Latn" }[] {
  const runs: { text: string; script: "Deva" | "Latn" }[] = [];
  for (const char of text) {
    const script = DEVANAGARI.test(char) ? "Deva" : LATIN.test(char) ? "Latn" : null;
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += char;
    else runs.push({ text: char, script: script ?? "Latn" });
  }
  return runs;
}

async function loadFont(): Promise<ShapingFont> {
  // Loaded with the first receipt, not when the server starts: HarfBuzz is some 450 KB of WebAssembly.
  const hb = await import("harfbuzzjs");
  const bytes = new Uint8Array(fs.readFileSync(createRequire(import.meta.url).resolve(FONT_FILE)));
  const face = new hb.Face(new hb.Blob(bytes.buffer));
  const font = new hb.Font(face);
  const extents = font.hExtents();
  const shapeRun = (text: string, script: "Deva" | "Latn"): PlacedGlyph[] => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript(script);
    buffer.setLanguage(script === "Deva" ? "hi" : "en");
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    return infos.map((info, index) => ({
      id: info.codepoint,
      advance: positions[index]!.xAdvance,
      dx: positions[index]!.xOffset,
      dy: positions[index]!.yOffset,
    }));
  };
  return {
    bytes,
    unitsPerEm: face.upem,
    ascent: extents.ascender,
    descent: extents.descender,
    advanceOf: (glyph) => font.glyphHAdvance(glyph),
    shape(text) {
      const glyphs = scriptRuns(text).flatMap((run) => shapeRun(run.text, run.script));
      return { text, glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
    },
  };
}

let loaded: Promise<ShapingFont> | undefined;

/** The receipt's font, loaded at the first receipt and kept: shaping is then a few microseconds a line. */
export function receiptFont(): Promise<ShapingFont> {
  loaded ??= loadFont().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
