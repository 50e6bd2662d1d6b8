import { z } from "zod";
import { DOCUMENT_SLUG, DOCUMENT_SLUG_MAX } from "~/core/document-slug.ts";

/** The largest document staff may upload (checked on the server, and early in the browser). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The file field of the upload and replace forms. */
export const DOCUMENT_FILE_FIELD = "file";

const id = z.coerce.number({ error: "console.unknownItem" }).int().positive("console.unknownItem");

/** A new document: its title and, optionally, its address (made from the title when left empty). The file is
 * checked by its bytes on the server (app/lib/documents), not by this schema. */
export const documentUploadSchema = z.object({
  intent: z.literal("upload"),
  title: z
    .string({ error: "console.documents.titleMissing" })
    .trim()
    .min(1, "console.documents.titleMissing")
    .max(200, "console.documents.titleTooLong"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(DOCUMENT_SLUG_MAX, "console.documents.slugTooLong")
    .regex(DOCUMENT_SLUG, "console.documents.slugInvalid")
    .optional(),
});

/** A new file for an existing document; its address stays. */
export const documentReplaceSchema = z.object({ intent: z.literal("replace"), id });

/** Removing a document from the library (its address then answers 404). */
export const documentRemoveSchema = z.object({ intent: z.literal("remove"), id });
