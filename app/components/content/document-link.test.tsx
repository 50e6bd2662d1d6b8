import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentInfo } from "~/models/content.server.ts";
import { DocumentLink } from "./document-link.tsx";

describe("a link to a shipped document", () => {
  it("says the file's format and size", () => {
    const info = documentInfo("bca-brochure.pdf", "BCA brochure");
    expect(info.bytes).toBeGreaterThan(0);
    expect(renderToStaticMarkup(<DocumentLink document={info} />)).toMatch(/BCA brochure<span[^>]*> \(PDF, \d+ KB\)/);
  });

  it("names a file no longer shipped without a size, instead of failing the page", () => {
    const info = documentInfo("withdrawn-notice.pdf", "Withdrawn notice");
    expect(info).toEqual({ href: "/documents/withdrawn-notice.pdf", title: "Withdrawn notice", format: "PDF" });
    expect(renderToStaticMarkup(<DocumentLink document={info} />)).toContain("Withdrawn notice<span");
    expect(renderToStaticMarkup(<DocumentLink document={info} />)).toContain(" (PDF)</span>");
  });
});
