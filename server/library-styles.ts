import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The base64 SHA-256 of a stylesheet's text, as a CSP hash source names it. */
export const styleHash = (css: string) => createHash("sha256").update(css, "utf8").digest("base64");

/**
 * The stylesheet the toast library (sonner) adds to the page as a `<style>` element when it loads, read from the
 * module the browser bundle is built from (its ES build; Vite keeps the text as it is). A change of the library
 * that no longer injects it this way stops the server at start rather than silently unstyling the toasts.
 */
export function toastStylesheet(): string {
  const entry = createRequire(import.meta.url).resolve("sonner");
  const file = path.join(path.dirname(entry), "index.mjs");
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(fs.readFileSync(file, "utf8"));
  if (!match) throw new Error(`the toast library's stylesheet was not found in ${file}`);
  return JSON.parse(match[1]!) as string;
}

let hashes: readonly string[] | undefined;

/**
 * The hashes of the `<style>` elements a library adds that the Content-Security-Policy allows by name (decision 035):
 * only the toast library's. It appends the element empty and fills it next, and the browser checks it both times,
 * so the empty text's hash is allowed too (an empty stylesheet styles nothing). Read once per process.
 */
export function libraryStyleHashes(): readonly string[] {
  hashes ??= [styleHash(toastStylesheet()), styleHash("")];
  return hashes;
}
