import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../../../db/client.ts";
import type { PhotoResult } from "~/lib/forms/form-services.ts";
import { findUpload, recordUpload } from "~/models/uploads.server.ts";
import { writeFileDurably } from "./durable-file.server.ts";
import { type ImageRefusal, checkImageBytes } from "./image-check.server.ts";

/** An applicant's photo: JPEG or PNG by its bytes, at most 2 MB and 24 megapixels, re-encoded as JPEG. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 24_000_000;
const PHOTO_ACCEPTED = ["image/jpeg", "image/png"];
/** Stored photos are at most this many pixels on their longer side: plenty for a passport-size picture. */
const PHOTO_MAX_SIDE = 1200;
/** How long the uploader's preview link works. */
export const PREVIEW_TTL_SECONDS = 3600;

/** Private: outside any public folder and not the image endpoint's media folder; read only by servePhoto. */
export const photosDir = (dataDir: string) => path.join(dataDir, "uploads", "photos");

/** Random, unguessable; also the file name, so it never comes from the visitor. */
export const newRecord = () => randomBytes(16).toString("base64url");

type Processed = { ok: true; data: Buffer; width: number; height: number } | { ok: false; reason: ImageRefusal };

/**
 * Decides the type from the file's bytes (never its name or the browser's word), then lets sharp decode and
 * re-encode it: metadata and anything appended or hidden are dropped, and a truncated or corrupt image fails
 * (failOn "error"), as does one above the pixel cap before it is decoded.
 */
export async function processPhoto(input: Buffer): Promise<Processed> {
  const refusal = await checkImageBytes(input, { maxBytes: PHOTO_MAX_BYTES, accepted: PHOTO_ACCEPTED });
  if (refusal) return { ok: false, reason: refusal };
  try {
    const { data, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}

export function createPhotoStore(database: Db, dataDir: string, previewKey: Buffer) {
  const sign = (record: string, expires: number) =>
    createHmac("sha256", previewKey).update(`${record}.${expires}`).digest("base64url");

  /** A link that shows the photo to whoever holds it for an hour: given only to the uploader. */
  function previewUrl(record: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
    return `/api/uploads/photo/${record}?expires=${expires}&sig=${sign(record, expires)}`;
  }

  function previewAllowed(record: string, expires: string | undefined, sig: string | undefined): boolean {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
    const expected = Buffer.from(sign(record, Number(expires)));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async function store(input: Buffer): Promise<PhotoResult> {
    const processed = await processPhoto(input);
    if (!processed.ok) return processed;
    const record = newRecord();
    const fileName = `${record}.jpg`;
    await fs.mkdir(photosDir(dataDir), { recursive: true, mode: 0o700 });
    const file = path.join(photosDir(dataDir), fileName);
    // The file is complete on disk before its row exists; a kill in between leaves a file the sweep removes.
    await writeFileDurably(file, processed.data);
    try {
      await recordUpload(database.db, {
        record,
        kind: "photo",
        file_name: fileName,
        mime: "image/jpeg",
        width: processed.width,
        height: processed.height,
        bytes: processed.data.length,
        created_at: new Date().toISOString(),
      });
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
    return { ok: true, record, previewUrl: previewUrl(record) };
  }

  /**
   * The stored bytes of a photo for its uploader's preview, or undefined for an unknown record or one that an
   * application has taken: from then on it is the application's, shown to staff only (decision 010).
   */
  async function readPreview(record: string): Promise<Buffer | undefined> {
    const row = await findUpload(database.db, record);
    if (!row || row.attached) return undefined;
    return fs.readFile(path.join(photosDir(dataDir), row.file_name));
  }

  return { store, readPreview, previewUrl, previewAllowed };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;
