import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { StoredDocumentFile } from "~/models/documents.server.ts";
import { DOCUMENT_MAX_BYTES } from "~/schemas/admin/documents.ts";
import { writeFileDurably } from "../media/durable-file.server.ts";

export { DOCUMENT_MAX_BYTES };

/** The cap on a whole post to the documents page: one file and a few short fields. */
export const DOCUMENT_POST_LIMIT = DOCUMENT_MAX_BYTES + 256 * 1024;

/** The console page whose forms carry a document (the page-post cap lets these through up to DOCUMENT_POST_LIMIT). */
export const carriesDocument = (pathname: string) => /^\/admin\/documents(\/|\.data$|$)/.test(pathname);

/** Where the library's files live: outside any public folder, reachable only through /documents/<slug>.pdf. */
export const documentsDir = (dataDir: string) => path.join(dataDir, "documents");

/** Every PDF begins with these bytes (ISO 32000: the header `%PDF-1.7`); nothing else is one. */
const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

export type DocumentRefusal = "missing" | "size" | "type";

/**
 * Why an uploaded file is not accepted, or undefined when it is a PDF within the cap. The type is read from the
 * bytes only: the file's name and the type the browser declared are not trusted.
 */
export function documentRefusal(bytes: Uint8Array): DocumentRefusal | undefined {
  if (bytes.length === 0) return "missing";
  if (bytes.length > DOCUMENT_MAX_BYTES) return "size";
  if (bytes.length < PDF_MAGIC.length || !PDF_MAGIC.equals(bytes.subarray(0, PDF_MAGIC.length))) return "type";
  return undefined;
}

/** The file of a post's field: undefined when none was chosen (browsers send an empty, nameless part then). */
export function uploadedDocument(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  return value && typeof value !== "string" && value.size > 0 ? value : undefined;
}

export type CheckedDocument = { ok: true; bytes: Buffer } | { ok: false; reason: DocumentRefusal };

/** Reads and checks an uploaded file; an oversized one is refused before its bytes are read. */
export async function checkUploadedDocument(file: File | undefined): Promise<CheckedDocument> {
  if (!file) return { ok: false, reason: "missing" };
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, reason: "size" };
  const bytes = Buffer.from(await file.arrayBuffer());
  const reason = documentRefusal(bytes);
  return reason ? { ok: false, reason } : { ok: true, bytes };
}

/**
 * Writes a checked PDF under a new random name, durably (temporary file, flush, rename; app/lib/media), before
 * any row names it: a crash leaves at most a file that the hourly sweep removes.
 */
export async function storeDocumentFile(dataDir: string, bytes: Buffer): Promise<StoredDocumentFile> {
  const dir = documentsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomBytes(12).toString("base64url")}.pdf`;
  await writeFileDurably(path.join(dir, fileName), bytes);
  return { fileName, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** Removes a stored file no row names any more (a replaced or removed document, or a post that failed). */
export async function removeDocumentFile(dataDir: string, fileName: string): Promise<void> {
  await fs.rm(path.join(documentsDir(dataDir), path.basename(fileName)), { force: true });
}

/** The full path of a stored file, for the public address. */
export const documentFilePath = (dataDir: string, fileName: string) =>
  path.join(documentsDir(dataDir), path.basename(fileName));
