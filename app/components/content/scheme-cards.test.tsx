import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { schemeSchema } from "~/schemas/content/scholarship.ts";
import { SchemeCards } from "./scheme-cards.tsx";

const scheme = schemeSchema.parse({
  number: 8,
  name: "Merit Scheme",
  amounts: ["Rs 1 a year"],
  conditions: ["From 2024"],
  apply: { href: "https://www.aicte-india.org/", site: "AICTE" },
  pages: [1, 2].map((n) => ({ src: `/images/about/p-${n}.webp`, alt: `Page ${n} of 2`, width: 800, height: 1131 })),
});

describe("SchemeCards", () => {
  const html = renderToStaticMarkup(<SchemeCards schemes={[scheme]} />);

  it("gives the Apply link a name that says which scheme, and marks it as another website in a new tab", () => {
    expect(html).toMatch(
      /<a href="https:\/\/www.aicte-india.org\/"[^>]*target="_blank" rel="noopener noreferrer">Apply<span class="sr-only"> for Merit Scheme<\/span><svg aria-hidden="true"[^>]*>.*?<\/svg><span class="sr-only"> \(another website, opens in a new tab\)<\/span><\/a>/,
    );
  });

  it("puts notice pages in a focusable, labelled region of lazy images with their alt text", () => {
    expect(html).toMatch(/role="region" aria-label="Merit Scheme: notice in 2 pages" tabindex="0"/);
    expect(html.match(/<img [^>]*loading="lazy"/g)).toHaveLength(2);
    expect(html).toContain('alt="Page 2 of 2"');
  });
});
