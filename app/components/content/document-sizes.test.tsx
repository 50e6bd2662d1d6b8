import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { policySchema } from "~/schemas/content/policy.ts";
import { formatBytes } from "./document-link.tsx";
import { DocumentSizes, linkedHrefs } from "./document-sizes.tsx";
import { PolicyText } from "./policy-text.tsx";

const policy = policySchema.parse({
  title: "Admissions",
  description: "A policy text with links to documents and to a page, for the test of sizes after links.",
  sections: [
    {
      blocks: [
        {
          type: "paragraph",
          text: [
            { text: "Read the " },
            { text: "prospectus", href: "/documents/prospectus-2026-27.pdf" },
            { text: " and the " },
            { text: "privacy policy", href: "/privacy-policy" },
            { text: "." },
          ],
        },
        { type: "list", items: ["plain", [{ text: "fee notice", href: "/documents/fee-notice.pdf" }]] },
      ],
    },
  ],
});

describe("sizes after links to documents", () => {
  it("collects every link address of the running text, once", () => {
    expect(linkedHrefs(policy.sections).sort()).toEqual([
      "/documents/fee-notice.pdf",
      "/documents/prospectus-2026-27.pdf",
      "/privacy-policy",
    ]);
  });

  it("says (PDF, size) inside a link to a document whose size is known, and nothing after other links", () => {
    const html = renderToStaticMarkup(
      <DocumentSizes.Provider value={{ "/documents/prospectus-2026-27.pdf": { format: "PDF", bytes: 1_258_291 } }}>
        <PolicyText sections={policy.sections} />
      </DocumentSizes.Provider>,
    );
    expect(html).toContain(
      '<a href="/documents/prospectus-2026-27.pdf" class="text-brand-800 underline">prospectus<span class="text-sm"> (PDF, 1.2 MB)</span></a>',
    );
    expect(html).toContain('<a href="/privacy-policy" class="text-brand-800 underline">privacy policy</a>');
    expect(html).toContain('<a href="/documents/fee-notice.pdf" class="text-brand-800 underline">fee notice</a>');
  });

  it("writes sizes in B, KB and MB", () => {
    expect([formatBytes(880), formatBytes(30_000), formatBytes(10 * 1024 * 1024)]).toEqual([
      "880 B",
      "29 KB",
      "10.0 MB",
    ]);
  });
});
