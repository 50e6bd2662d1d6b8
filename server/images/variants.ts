import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imageWidths } from "../../app/lib/image-widths.ts";

/** Where rendered variants are cached (`<media id>-<width>.<format>`); safe to empty at any time. */
export const variantsDir = (dataDir: string) => path.join(dataDir, "cache", "images");

/** Widths the endpoint will render; anything else is refused so the cache cannot be flooded. */
export const allowedWidths = imageWidths;

export type VariantFormat = "avif" | "webp" | "jpeg" | "png";

export const mimeOf: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** Best format the client says it accepts; PNG originals with transparency fall back to PNG, not JPEG. */
export function negotiateFormat(accept: string | undefined, originalMime: string): VariantFormat {
  const header = accept ?? "";
  if (header.includes("image/avif")) return "avif";
  if (header.includes("image/webp")) return "webp";
  return originalMime === "image/png" ? "png" : "jpeg";
}

const inFlight = new Map<string, Promise<string>>();

/** Path of the cached variant, rendering it once (concurrent requests share the work). */
export function variantFile(
  cacheDir: string,
  original: string,
  id: string,
  width: number,
  format: VariantFormat,
): Promise<string> {
  const target = path.join(cacheDir, `${id}-${width}.${format}`);
  const pending = inFlight.get(target);
  if (pending) return pending;
  const work = render(original, target, width, format).finally(() => inFlight.delete(target));
  inFlight.set(target, work);
  return work;
}

async function render(original: string, target: string, width: number, format: VariantFormat) {
  try {
    await fs.access(target);
    return target;
  } catch {
    // not cached yet
  }
  await fs.mkdir(path.dirname(target), { recursive: true });
  const pipeline = sharp(original).resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? pipeline.avif({ quality: 55, effort: 2 })
      : format === "webp"
        ? pipeline.webp({ quality: 78 })
        : format === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await encoded.toFile(temporary);
  await fs.rename(temporary, target);
  return target;
}
