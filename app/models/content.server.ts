import fs from "node:fs";
import path from "node:path";
import { fieldName } from "../core/json-fields.ts";
import { type DocumentCheck, type FieldIssue, type PageShape, checkDocument } from "../schemas/page-shapes.ts";
import { isShippedDocument, shippedDir } from "./documents.server.ts";

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
  /** Undefined when the file is not in public/documents (see documentInfo). */
  bytes?: number;
}

/**
 * A document shipped in public/documents, with its size for the link text. A published document may still name a
 * file a later release no longer ships: its link is then drawn without a size rather than the page failing.
 */
export function documentInfo(fileName: string, title: string): DocumentInfo {
  const file = path.join(shippedDir(), path.basename(fileName));
  return {
    href: `/documents/${path.basename(fileName)}`,
    title,
    format: path.extname(file).slice(1).toUpperCase(),
    bytes: fs.statSync(file, { throwIfNoEntry: false })?.size,
  };
}

/**
 * The fields of a page document that name a file (`file`, always a PDF in public/documents by the shapes) that the
 * site does not ship: a draft naming one is refused at the field, so no published page links to a missing file.
 */
function unshippedFiles(document: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const visit = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]));
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "file" && typeof inner === "string") {
          // The shapes take only PDF names here (checked before this).
          if (!isShippedDocument(inner.replace(/\.pdf$/, ""))) {
            issues.push({ path: fieldName([...at, key]), message: `There is no file ${inner} in public/documents.` });
          }
        } else visit(inner, [...at, key]);
      }
    }
  };
  visit(document, []);
  return issues;
}

/** A page document as it may be stored: it fits its shape, and every file it names is shipped. */
export function checkPageDocument<S extends PageShape>(shape: S, document: unknown): DocumentCheck<S> {
  const checked = checkDocument(shape, document);
  if (!checked.ok) return checked;
  const missing = unshippedFiles(document);
  return missing.length ? { ok: false, issues: missing } : checked;
}
