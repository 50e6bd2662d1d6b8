import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";

/** Structured page content lives in content/<kind>/<name>.json, validated by app/schemas/content/<kind>.ts. */
export const contentRoot = () => path.resolve(process.env.CONTENT_DIR ?? "content");

const cache = new Map<string, unknown>();

/**
 * Reads and validates one content file. Parsed files are kept in memory (they only change with a deploy);
 * an invalid file throws with the file name and the first problem, so a typo fails loudly, not silently.
 */
export function loadContent<T extends z.ZodType>(schema: T, name: string): z.infer<T> {
  const cached = cache.get(name);
  if (cached !== undefined) return cached as z.infer<T>;
  const file = path.join(contentRoot(), `${name}.json`);
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/${name}.json: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  cache.set(name, parsed.data);
  return parsed.data;
}

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
