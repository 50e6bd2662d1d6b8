import { z } from "zod";
import { markPicture } from "~/core/document-form/picture-mark.ts";
import { mediaIdOfSrc, uploadedSrcPattern } from "~/core/picture-src.ts";

/**
 * Pictures in page documents (decision 047). A picture is an object with `src`, `width` and `height` (and, where the
 * shape has them, `alt` and `decorative`); its `src` is either a file shipped with the site or a picture uploaded in
 * the console, `/images/<media id>`, served sized and cached by the image endpoint. Shapes mark their picture
 * objects with `picture()`.
 */
export const picture = markPicture;

/** A shipped file's address as `shipped` allows, or an uploaded picture's. */
export const pictureSrc = (shipped: RegExp, rule: string) =>
  z.string().refine((src) => shipped.test(src) || uploadedSrcPattern.test(src), `${rule}, or a picture uploaded here`);

/** Every uploaded picture a document refers to, wherever it is (the unused-picture sweep keeps these). */
export function mediaIdsOf(document: unknown, found = new Set<string>()): Set<string> {
  if (typeof document === "string") {
    const id = mediaIdOfSrc(document);
    if (id) found.add(id);
  } else if (Array.isArray(document)) for (const item of document) mediaIdsOf(item, found);
  else if (typeof document === "object" && document !== null)
    for (const value of Object.values(document)) mediaIdsOf(value, found);
  return found;
}
