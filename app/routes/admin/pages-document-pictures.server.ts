import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { pictureFieldsOf, setAt, withPicture } from "~/core/document-form/picture-fields.ts";
import type { FieldSpec } from "~/core/document-form/field-specs.ts";
import { pathOf, pictureUploadName } from "~/core/document-form/form-values.ts";
import { uploadedFiles } from "~/lib/content-admin/pictures.server.ts";
import { CONTENT_IMAGES_PER_POST, discardContentImages, storeContentImage } from "~/lib/media/content-images.server.ts";
import type { Language, Translate } from "~/messages/catalogue.ts";
import { type MediaRecord, findMedia } from "~/models/media.server.ts";
import { mediaIdOfSrc, uploadedSrc } from "~/core/picture-src.ts";

export type TakenPictures = { records: MediaRecord[]; errors: Record<string, string> };

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The pictures of a save of the generated editor (decision 047), put into the posted document in place:
 * - a picture already uploaded keeps the size its stored row says (a post cannot change it), and an address that
 *   names no stored picture is refused beside its field;
 * - a new picture (the control's file input) needs its text alternative, unless it is marked decorative, and is
 *   checked and stored through the site's one picture path (type by its bytes, size cap, re-encoded by sharp).
 * The stored files are not recorded: the caller records them with the revision, or discards them.
 */
export async function takePictures(
  db: Kysely<Database>,
  dataDir: string,
  spec: FieldSpec,
  form: FormData,
  document: unknown,
  t: Translate,
  language: Language,
): Promise<TakenPictures> {
  const records: MediaRecord[] = [];
  const errors: Record<string, string> = {};
  const fields = pictureFieldsOf(spec, document);
  const uploads = fields.filter((field) => uploadedFiles(form, pictureUploadName(field.name)).length > 0);
  if (uploads.length > CONTENT_IMAGES_PER_POST) {
    errors[""] = t("console.picture.tooMany", { max: CONTENT_IMAGES_PER_POST });
    return { records, errors };
  }
  for (const field of fields) {
    const value = field.value as Record<string, unknown> | undefined;
    const file = uploadedFiles(form, pictureUploadName(field.name))[0];
    if (!file) {
      const mediaId = mediaIdOfSrc(textOf(value?.src));
      if (!mediaId) continue;
      const media = await findMedia(db, mediaId);
      if (!media) errors[`${field.name}.src`] = t("console.document.picture.gone");
      else setAt(document, pathOf(field.name), withPicture(field.spec, value, pictureOf(media)));
      continue;
    }
    const decorative = value?.decorative === true;
    const hasAlt = field.spec.fields.some((part) => part.key === "alt");
    const alt = textOf(value?.alt);
    if (hasAlt && !decorative && alt === "") {
      errors[`${field.name}.alt`] = t(
        field.spec.decorative ? "console.document.picture.altOrDecorative" : "console.document.picture.alt",
      );
      continue;
    }
    const stored = await storeContentImage(dataDir, file, alt, language);
    if (!stored.ok) {
      errors[pictureUploadName(field.name)] = stored.message;
      continue;
    }
    records.push(stored.media);
    setAt(document, pathOf(field.name), withPicture(field.spec, value, pictureOf(stored.media)));
  }
  return { records, errors };
}

const pictureOf = (media: MediaRecord) => ({ src: uploadedSrc(media.id), width: media.width, height: media.height });

/**
 * After a refused save: the stored files go, and each new picture that was fine is named beside its field — a file
 * input cannot be filled in again by the page, so the editor chooses it again (a picture refused for itself already
 * says what to do).
 */
export async function dropPictures(
  dataDir: string,
  taken: TakenPictures,
  form: FormData,
  spec: FieldSpec,
  document: unknown,
  t: Translate,
): Promise<Record<string, string>> {
  await discardContentImages(dataDir, taken.records);
  const again: Record<string, string> = {};
  for (const field of pictureFieldsOf(spec, document)) {
    const name = pictureUploadName(field.name);
    const ownProblem = taken.errors[name] ?? taken.errors[`${field.name}.alt`];
    if (uploadedFiles(form, name).length > 0 && !ownProblem) again[name] = t("console.document.picture.chooseAgain");
  }
  return again;
}
