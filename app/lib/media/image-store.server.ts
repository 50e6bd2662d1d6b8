import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MediaRecord } from "~/models/media.server.ts";
import { writeFileDurably } from "./durable-file.server.ts";

/** Where originals live: outside any public folder, reachable only through the image endpoint. */
export const originalsDir = (dataDir: string) => path.join(dataDir, "media");

/** Ids are random and never reused, so every variant of an id can be cached forever. */
export const newMediaId = () => randomBytes(12).toString("base64url");

const MAX_PIXELS = 40_000_000;

/**
 * Re-encodes an image (dropping metadata and anything hidden in it), keeps it as JPEG or PNG,
 * writes it under a random name and returns the row to record.
 */
export async function storeImage(dataDir: string, input: Buffer, alt: string): Promise<MediaRecord> {
  const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  const meta = await image.metadata();
  const keepPng = meta.format === "png" && meta.hasAlpha;
  const { data, info } = await (keepPng ? image.png() : image.jpeg({ quality: 88, mozjpeg: true })).toBuffer({
    resolveWithObject: true,
  });
  const id = newMediaId();
  const fileName = `${id}.${keepPng ? "png" : "jpg"}`;
  await fs.mkdir(originalsDir(dataDir), { recursive: true, mode: 0o700 });
  await writeFileDurably(path.join(originalsDir(dataDir), fileName), data);
  return {
    id,
    file_name: fileName,
    mime: keepPng ? "image/png" : "image/jpeg",
    width: info.width,
    height: info.height,
    alt,
    created_at: new Date().toISOString(),
  };
}
