import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type TextSection, isSafeHref, policySchema } from "~/schemas/content/policy.ts";
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

describe("marked-up text", () => {
  const spans = (text: unknown) =>
    policySchema.safeParse({ ...policy, sections: [{ blocks: [{ type: "paragraph", text }] }] });

  it("prints emphasis and links inside paragraphs and list items", () => {
    const sections: TextSection[] = [
      {
        blocks: [
          {
            type: "paragraph",
            text: [{ text: "Read the " }, { text: "privacy policy", emphasis: true, href: "/privacy-policy" }],
          },
          {
            type: "list",
            ordered: false,
            items: [
              [
                { text: "Call ", emphasis: true },
                { text: "us", href: "tel:+916524000000" },
              ],
            ],
          },
        ],
      },
    ];
    const html = renderToStaticMarkup(<PolicyText sections={sections} />);
    expect(html).toContain(
      '<p>Read the <a href="/privacy-policy" class="text-brand-800 underline"><em>privacy policy</em></a></p>',
    );
    expect(html).toContain(
      '<li><em>Call </em><a href="tel:+916524000000" class="text-brand-800 underline">us</a></li>',
    );
  });

  it("shows <script> typed in any text as text, never as markup", () => {
    const sections: TextSection[] = [
      {
        heading: "<script>alert(1)</script>",
        blocks: [
          { type: "paragraph", text: [{ text: "<script>alert(2)</script>", emphasis: true }] },
          { type: "paragraph", text: "<img src=x onerror=alert(3)>" },
          { type: "list", ordered: false, items: ["<script>alert(4)</script>"] },
          { type: "table", caption: "<b>x</b>", columns: ["<i>a</i>", "b"], rows: [["<script>", "</td>"]] },
        ],
      },
    ];
    const html = renderToStaticMarkup(<PolicyText sections={sections} />);
    expect(html).not.toMatch(/<script|<img|<b>|<i>|<\/td><\/td>/);
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(3)&gt;");
  });

  it("refuses a javascript:, data:, http: or protocol-relative link when saved, and never draws one stored before", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:x",
      "data:text/html,x",
      "http://example.com",
      "//evil.test",
      "vbscript:x",
      "/a b",
      "mailto:",
    ]) {
      expect(isSafeHref(href), href).toBe(false);
      expect(spans([{ text: "x", href }]).success, href).toBe(false);
    }
    for (const href of [
      "https://jharkhand.gov.in/",
      "mailto:office@college.test",
      "tel:+916524000000",
      "/privacy-policy",
      "/#top",
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
    const stored = [{ type: "paragraph" as const, text: [{ text: "click", href: "javascript:alert(1)" }] }];
    const html = renderToStaticMarkup(<PolicyText sections={[{ blocks: stored }]} />);
    expect(html).toBe('<section class="space-y-4"><p>click</p></section>');
  });

  it("keeps every plain document valid: a paragraph's text may still be a string", () => {
    expect(spans("Plain text.").success).toBe(true);
    expect(spans([]).success).toBe(false);
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
