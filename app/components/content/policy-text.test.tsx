import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { policySchema } from "~/schemas/content/policy.ts";
import { LastUpdated, formatDayMonthYear } from "./last-updated.tsx";
import { PolicyText } from "./policy-text.tsx";

const policy = policySchema.parse({
  title: "Test Policy",
  description: "A policy text with a paragraph, both kinds of list and a small table for the test.",
  sections: [
    {
      heading: "First",
      blocks: [
        { type: "paragraph", text: "Intro text." },
        { type: "list", items: ["bullet a", "bullet b"] },
        { type: "list", ordered: true, items: ["step 1", "step 2"] },
      ],
    },
    {
      blocks: [{ type: "table", caption: "Marks", columns: ["Stream", "Marks"], rows: [["Science", "288"]] }],
    },
  ],
});

describe("PolicyText", () => {
  const html = renderToStaticMarkup(<PolicyText sections={policy.sections} />);

  it("prints headings as h2 and blocks in order, lists bulleted or numbered", () => {
    expect(html).toMatch(/<h2[^>]*>First<\/h2><p>Intro text.<\/p><ul[^>]*><li>bullet a<\/li>/);
    expect(html).toMatch(/<ol[^>]*list-decimal[^>]*><li>step 1<\/li>/);
    expect(html.match(/<h2/g)).toHaveLength(1);
  });

  it("prints a table in a labelled, focusable scroll box with row headers", () => {
    expect(html).toMatch(/role="region" aria-label="Marks" tabindex="0"/);
    expect(html).toMatch(/<th scope="row"[^>]*>Science<\/th><td[^>]*>288<\/td>/);
  });
});

describe("LastUpdated", () => {
  it("shows the date day-month-year with a machine-readable time", () => {
    expect(formatDayMonthYear("2020-07-01")).toBe("01-07-2020");
    expect(renderToStaticMarkup(<LastUpdated date="2020-07-01" />)).toContain(
      'Last updated: <time dateTime="2020-07-01">01-07-2020</time>',
    );
  });
});
