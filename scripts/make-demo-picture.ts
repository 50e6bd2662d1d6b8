/**
 * Draws a demo picture for static page content (shapes only, no fonts) and writes it as WebP or JPEG:
 * `node --import tsx scripts/make-demo-picture.ts public/images/career.webp scene 1200 800 7`.
 * Kinds: banner, scene, portrait, award, document.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type DemoPictureKind, demoSvg } from "../db/seed/demo-images.ts";

const [out, kind, width, height, seed = "1"] = process.argv.slice(2);
if (!out || !kind || !width || !height) {
  console.error("usage: make-demo-picture.ts OUT.(webp|jpg) KIND WIDTH HEIGHT [SEED]");
  process.exit(2);
}
const svg = demoSvg({
  kind: kind as DemoPictureKind,
  width: Number(width),
  height: Number(height),
  seed: Number(seed),
});
const image = sharp(Buffer.from(svg));
fs.mkdirSync(path.dirname(out), { recursive: true });
await (out.endsWith(".webp") ? image.webp({ quality: 75 }) : image.jpeg({ quality: 80, mozjpeg: true })).toFile(out);
