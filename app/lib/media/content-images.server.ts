import fs from "node:fs/promises";
import path from "node:path";
import { type Language, type MessageKey, defaultLanguage, translator } from "~/messages/catalogue.ts";
import type { MediaRecord } from "~/models/media.server.ts";
import { originalsDir, storeImage } from "./image-store.server.ts";
import { type ImageRefusal, checkImageBytes } from "./image-check.server.ts";

/** Pictures staff put on the site (banners, gallery, people, awards): JPEG, PNG or WebP by their bytes, at most 8 MB each. */
export const CONTENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const CONTENT_IMAGE_ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
/** Images one console post may carry (a gallery upload), and the cap on the whole post's declared length. */
export const CONTENT_IMAGES_PER_POST = 20;
export const CONTENT_POST_LIMIT = 48 * 1024 * 1024;

/**
 * Console pages whose forms may carry pictures (the page-post cap lets these through up to CONTENT_POST_LIMIT): the
 * content lists, and the generated editor of a page's content (decision 047).
 */
export const carriesContentImages = (pathname: string) =>
  /^\/admin\/content(\/|\.data$|$)/.test(pathname) || /^\/admin\/pages\/\d+\/content(\.data)?$/.test(pathname);

const refusals: Record<ImageRefusal, MessageKey> = {
  type: "uploads.picture.type",
  size: "uploads.picture.size",
  unreadable: "uploads.picture.unreadable",
};

export type ContentImageResult = { ok: true; media: MediaRecord } | { ok: false; message: string };

/**
 * Checks an uploaded picture like the admission photo (type by magic bytes, byte cap), then re-encodes it through
 * sharp into the image endpoint's originals (metadata dropped, corrupt files refused). The caller records the
 * returned media row, and discards the file if that fails.
 */
export async function storeContentImage(
  dataDir: string,
  file: File,
  alt: string,
  language: Language = defaultLanguage,
): Promise<ContentImageResult> {
  const t = translator(language);
  const name = file.name || t("uploads.picture.unnamed");
  const refuse = (reason: ImageRefusal) => ({ ok: false as const, message: t(refusals[reason], { name }) });
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return refuse("size");
  const input = Buffer.from(await file.arrayBuffer());
  const refusal = await checkImageBytes(input, { maxBytes: CONTENT_IMAGE_MAX_BYTES, accepted: CONTENT_IMAGE_ACCEPTED });
  if (refusal) return refuse(refusal);
  try {
    return { ok: true, media: await storeImage(dataDir, input, alt) };
  } catch {
    return refuse("unreadable");
  }
}

/** Removes stored originals whose rows were never recorded (a failed save). */
export async function discardContentImages(dataDir: string, records: readonly MediaRecord[]): Promise<void> {
  await Promise.all(
    records.map((record) => fs.rm(path.join(originalsDir(dataDir), path.basename(record.file_name)), { force: true })),
  );
}
