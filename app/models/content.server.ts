import fs from "node:fs";
import path from "node:path";

/**
 * content/<kind>/<name>.json: the pages a new database starts with (db/seed/page-documents.ts) and the tests'
 * fixtures. The site reads the published documents from the database (app/models/pages.server.ts), never these.
 */
export const contentRoot = () => path.resolve(process.env.CONTENT_DIR ?? "content");

/**
 * One content file as written, unvalidated, without its "$comment" (a note for developers, not content): the seed
 * of the page documents stores it as a page's first revision, which its shape validates.
 */
export function readContentDocument(name: string): unknown {
  const file = path.join(contentRoot(), `${name}.json`);
  const { $comment: _note, ...document } = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  return document;
}

export interface DocumentInfo {
  href: string;
  title: string;
  format: string;
  bytes: number;
}

/** A document shipped in public/documents, with its size for the link text. */
export function documentInfo(fileName: string, title: string): DocumentInfo {
  const file = path.resolve("public", "documents", path.basename(fileName));
  const bytes = fs.statSync(file).size;
  return {
    href: `/documents/${path.basename(fileName)}`,
    title,
    format: path.extname(file).slice(1).toUpperCase(),
    bytes,
  };
}
