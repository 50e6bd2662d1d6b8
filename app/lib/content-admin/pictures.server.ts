import type { Kysely } from "kysely";
import { writeTransaction } from "../../../db/client.ts";
import type { Database } from "../../../db/schema.ts";
import { CONTENT_IMAGES_PER_POST, discardContentImages, storeContentImage } from "~/lib/media/content-images.server.ts";
import type { AppServices } from "../../context.ts";
import { type MediaRecord, insertMedia } from "../../models/media.server.ts";
import { messageRef } from "~/messages/message-ref.ts";

/** The files a form sent under `name`; an empty file input sends an empty, nameless file, which is no upload. */
export function uploadedFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((value): value is File => typeof value !== "string" && value.size > 0);
}

/** A refusal names the upload it is about (`index`), so the form can show it beside that picture. */
export type StoredPictures = { ok: true; records: MediaRecord[] } | { ok: false; message: string; index?: number };

/** Stores pictures through the content upload path, all or none: on the first refusal the others are removed. */
export async function storePictures(
  dataDir: string,
  uploads: readonly { file: File; alt: string }[],
): Promise<StoredPictures> {
  if (uploads.length > CONTENT_IMAGES_PER_POST) {
    return { ok: false, message: messageRef("console.picture.tooMany", { max: CONTENT_IMAGES_PER_POST }) };
  }
  const records: MediaRecord[] = [];
  for (const [index, upload] of uploads.entries()) {
    const result = await storeContentImage(dataDir, upload.file, upload.alt);
    if (!result.ok) {
      await discardContentImages(dataDir, records);
      return { ok: false, message: result.message, index };
    }
    records.push(result.media);
  }
  return { ok: true, records };
}

/** Records the stored pictures and the change that uses them in one transaction; if it fails, the files go too. */
export async function saveWithPictures<T>(
  services: AppServices,
  records: readonly MediaRecord[],
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(services, async (trx) => {
      for (const record of records) await insertMedia(trx, record);
      return work(trx);
    });
  } catch (error) {
    await discardContentImages(services.staffFiles.dataDir, records);
    throw error;
  }
}
