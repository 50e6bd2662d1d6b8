import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { writeFileDurably } from "../media/durable-file.server.ts";

/** A grievance's attachment: one PDF, JPEG or PNG file, by its bytes, of at most 5 MB (decision 061). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The cap on a whole post of the grievance form: the file and a few short fields. */
export const GRIEVANCE_POST_LIMIT = ATTACHMENT_MAX_BYTES + 64 * 1024;

/** The pages whose posts carry an attachment (the page-post cap lets these through up to GRIEVANCE_POST_LIMIT). */
export const carriesGrievance = (pathname: string) => /^\/(?:hi\/)?grievance(\.data)?\/?$/i.test(pathname);

const ACCEPTED: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/** Private: outside any public folder; served only to the committee by the console. */
export const grievancesDir = (dataDir: string) => path.join(dataDir, "grievances");

export type AttachmentRefusal = "type" | "size";
export type CheckedAttachment =
  | { ok: true; bytes: Buffer; mime: string; extension: string }
  | { ok: true; bytes: null }
  | { ok: false; reason: AttachmentRefusal };

/**
 * The file of the post's `attachment` field, checked: none chosen (browsers send an empty, nameless part then) is
 * fine; an oversized one is refused before its bytes are read; the type comes from the bytes only (file-type's
 * magic numbers), never the file's name or the browser's word.
 */
export async function checkAttachment(value: FormDataEntryValue | null): Promise<CheckedAttachment> {
  if (!value || typeof value === "string" || value.size === 0) return { ok: true, bytes: null };
  if (value.size > ATTACHMENT_MAX_BYTES) return { ok: false, reason: "size" };
  const bytes = Buffer.from(await value.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? ACCEPTED[type.mime] : undefined;
  if (!type || !extension) return { ok: false, reason: "type" };
  return { ok: true, bytes, mime: type.mime, extension };
}

/**
 * Writes a checked attachment under a new random name, durably, before the row names it: a crash leaves at most a
 * file that the hourly sweep (server/orphaned-files.ts) removes.
 */
export async function storeAttachment(dataDir: string, bytes: Buffer, extension: string): Promise<string> {
  const dir = grievancesDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const fileName = `${randomBytes(16).toString("base64url")}.${extension}`;
  await writeFileDurably(path.join(dir, fileName), bytes);
  return fileName;
}

export async function removeAttachment(dataDir: string, fileName: string): Promise<void> {
  await fs.rm(path.join(grievancesDir(dataDir), path.basename(fileName)), { force: true });
}

export const attachmentPath = (dataDir: string, fileName: string) =>
  path.join(grievancesDir(dataDir), path.basename(fileName));
