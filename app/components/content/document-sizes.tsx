import { createContext, useContext } from "react";
import type { DocumentSize } from "~/models/documents.server.ts";
import type { RichText, TextSection } from "~/schemas/content/policy.ts";
import { formatBytes } from "./document-link.tsx";

/**
 * Format and size of the documents a page links to, by address (`documentSizes` in app/models/documents.server.ts,
 * read by the page's loader), so running text can say "(PDF, 1.2 MB)" after a link to one.
 */
export const DocumentSizes = createContext<Readonly<Record<string, DocumentSize>>>({});

/** Every link address in some sections' running text, for the loader to ask the sizes of. */
export function linkedHrefs(sections: readonly TextSection[]): string[] {
  const hrefs = new Set<string>();
  const collect = (text: RichText) => {
    if (typeof text !== "string") for (const span of text) if (span.href) hrefs.add(span.href);
  };
  for (const section of sections) {
    for (const block of section.blocks) {
      if (block.type === "paragraph") collect(block.text);
      else if (block.type === "list") block.items.forEach(collect);
    }
  }
  return [...hrefs];
}

/** " (PDF, 1.2 MB)" inside a link to a document whose size is known; nothing for any other link. */
export function DocumentSizeNote({ href }: { href: string }) {
  const size = useContext(DocumentSizes)[href];
  return size ? (
    <span className="text-sm">
      {" "}
      ({size.format}, {formatBytes(size.bytes)})
    </span>
  ) : null;
}
