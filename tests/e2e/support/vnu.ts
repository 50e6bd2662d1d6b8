import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

export interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * The HTML Standard's `<link rel="expect" href="#…" blocking="render">` (render-blocking until an element is parsed,
 * added to the standard in 2024) is newer than the checker's schema, which allows `blocking` on stylesheets only.
 * This one message, on that one element, is the checker being behind (docs/decisions/025-no-paint-before-the-page-is-parsed.md).
 */
const isExpectLink = (message: VnuMessage) =>
  message.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute") &&
  (message.extract ?? "").includes('rel="expect"');

/** Runs the Nu HTML Checker once over many files (one JVM start) and returns its errors. */
export async function checkHtmlFiles(files: string[]): Promise<VnuMessage[]> {
  if (files.length === 0) return [];
  const result = await run(
    "java",
    ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as { messages: VnuMessage[] };
  return report.messages.filter(
    (message) => (message.type === "error" || message.type === "non-document-error") && !isExpectLink(message),
  );
}
