import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { DocumentTable } from "../../db/schema-documents.ts";
import { isUniqueViolation } from "./submissions.server.ts";

/** A document of the library as the console and the public address read it. */
export type DocumentRow = Omit<DocumentTable, "id"> & { id: number };
export type DocumentListItem = DocumentRow & { uploadedByName: string | null };

/** The public address of a document: /documents/<slug>.pdf, the same for ever (a replacement keeps it). */
export const documentHref = (slug: string) => `/documents/${slug}.pdf`;

/** The slug of an address of the library's shape, or undefined for anything else. */
export function slugOfHref(href: string): string | undefined {
  return /^\/documents\/([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(href)?.[1];
}

/** Every document, by title, with the name of who uploaded its current file. */
export async function listDocuments(db: Kysely<Database>): Promise<DocumentListItem[]> {
  const rows = await db
    .selectFrom("documents")
    .leftJoin("staff_users", "staff_users.id", "documents.uploaded_by")
    .selectAll("documents")
    .select("staff_users.name as uploadedByName")
    .orderBy("documents.title")
    .orderBy("documents.id")
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), bytes: Number(row.bytes) }));
}

const normalised = (row: DocumentRow | undefined): DocumentRow | undefined =>
  row && { ...row, id: Number(row.id), bytes: Number(row.bytes) };

export async function findDocument(db: Kysely<Database>, id: number): Promise<DocumentRow | undefined> {
  return normalised(await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst());
}

export async function findDocumentBySlug(db: Kysely<Database>, slug: string): Promise<DocumentRow | undefined> {
  return normalised(await db.selectFrom("documents").selectAll().where("slug", "=", slug).executeTakeFirst());
}

/** The file a document row points at, as stored: written before its row (or its replacement's) is committed. */
export interface StoredDocumentFile {
  fileName: string;
  bytes: number;
  sha256: string;
}

export type InsertDocumentResult = { ok: true; id: number } | { ok: false; reason: "slug-taken" };

/**
 * Adds a document. A slug already in the library is refused (also when two editors post at the same moment: the
 * unique index decides, and the loser's transaction stores nothing).
 */
export async function insertDocument(
  db: Kysely<Database>,
  values: { slug: string; title: string; file: StoredDocumentFile; uploadedBy: number | null; at: string },
): Promise<InsertDocumentResult> {
  const taken = await db.selectFrom("documents").select("id").where("slug", "=", values.slug).executeTakeFirst();
  if (taken) return { ok: false, reason: "slug-taken" };
  try {
    const row = await db
      .insertInto("documents")
      .values({
        slug: values.slug,
        title: values.title,
        file_name: values.file.fileName,
        bytes: values.file.bytes,
        sha256: values.file.sha256,
        uploaded_by: values.uploadedBy,
        uploaded_at: values.at,
        created_at: values.at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: Number(row.id) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
}

/** Points a document at a new file (its address, slug and title stay); returns the row as it was, or undefined. */
export async function replaceDocumentFile(
  db: Kysely<Database>,
  id: number,
  values: { file: StoredDocumentFile; uploadedBy: number | null; at: string },
): Promise<DocumentRow | undefined> {
  const before = normalised(await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst());
  if (!before) return undefined;
  await db
    .updateTable("documents")
    .set({
      file_name: values.file.fileName,
      bytes: values.file.bytes,
      sha256: values.file.sha256,
      uploaded_by: values.uploadedBy,
      uploaded_at: values.at,
    })
    .where("id", "=", id)
    .execute();
  return before;
}

/** Removes a document's row; returns it as it was (its file is removed by the caller after the commit). */
export async function deleteDocument(db: Kysely<Database>, id: number): Promise<DocumentRow | undefined> {
  const before = normalised(await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst());
  if (!before) return undefined;
  await db.deleteFrom("documents").where("id", "=", id).execute();
  return before;
}

/** The stored files some row names, for the sweep of files a crash left without one (server/orphaned-files.ts). */
export async function documentFileNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("documents").select("file_name").execute();
  return new Set(rows.map((row) => row.file_name));
}

/** The PDFs that ship with the site in public/documents (served as built files, before any library document). */
export const shippedDir = () => path.resolve("public", "documents");

/** True when a slug would name a file the site ships (public/documents): the library refuses it, so each address has one file. */
export function isShippedDocument(slug: string): boolean {
  return fs.existsSync(path.join(shippedDir(), `${path.basename(slug)}.pdf`));
}

export interface DocumentSize {
  format: "PDF";
  bytes: number;
}

/**
 * Format and size of the documents at some of `hrefs` (addresses of the shape /documents/<name>.pdf; anything else
 * is left out), for links that say "(PDF, 1.2 MB)": the library's documents and the files the site ships.
 * An address that names nothing is absent from the answer.
 */
export async function documentSizes(
  db: Kysely<Database>,
  hrefs: Iterable<string>,
): Promise<Record<string, DocumentSize>> {
  const slugs = new Map<string, string>();
  for (const href of hrefs) {
    const slug = slugOfHref(href);
    if (slug) slugs.set(slug, href);
  }
  const sizes: Record<string, DocumentSize> = {};
  if (slugs.size === 0) return sizes;
  const rows = await db
    .selectFrom("documents")
    .select(["slug", "bytes"])
    .where("slug", "in", [...slugs.keys()])
    .execute();
  for (const row of rows) sizes[slugs.get(row.slug)!] = { format: "PDF", bytes: Number(row.bytes) };
  // The library answers its addresses first (server/documents/route.ts); a file the site ships answers the rest.
  for (const [slug, href] of slugs) {
    if (sizes[href]) continue;
    const stat = fs.statSync(path.join(shippedDir(), `${slug}.pdf`), { throwIfNoEntry: false });
    if (stat?.isFile()) sizes[href] = { format: "PDF", bytes: stat.size };
  }
  return sizes;
}
