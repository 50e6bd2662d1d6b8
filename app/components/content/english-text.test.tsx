import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TextSection } from "~/schemas/content/policy.ts";
import { DocumentText, EnglishTexts } from "./english-text.tsx";
import { PolicyText } from "./policy-text.tsx";

/** A Hindi page's content, with `english` the texts its loader says are shown in English. */
const onHindiPage = (english: string[], content: React.ReactNode) =>
  renderToStaticMarkup(<EnglishTexts.Provider value={new Set(english)}>{content}</EnglishTexts.Provider>);

describe("DocumentText", () => {
  it("marks a text shown in English as English, and leaves Hindi and English pages' texts as they are", () => {
    expect(onHindiPage(["Unity and Discipline"], <DocumentText text="Unity and Discipline" />)).toBe(
      '<span lang="en">Unity and Discipline</span>',
    );
    expect(onHindiPage(["Unity and Discipline"], <DocumentText text="एकता और अनुशासन" />)).toBe("एकता और अनुशासन");
    expect(renderToStaticMarkup(<DocumentText text="Unity and Discipline" />)).toBe("Unity and Discipline");
  });
});

describe("PolicyText on a Hindi page with some texts in English", () => {
  const sections: TextSection[] = [
    {
      heading: "Committees",
      blocks: [
        { type: "paragraph", text: "समितियों के सदस्य नीचे दिए गए हैं।" },
        {
          type: "list",
          ordered: false,
          items: [
            [
              { text: "Write to the college: " },
              { text: "info@gpcetgumla.ac.in", href: "mailto:info@gpcetgumla.ac.in" },
            ],
            "Online complaint",
          ],
        },
        { type: "table", caption: "Internal Committee", columns: ["पद", "Member"], rows: [["अध्यक्ष", "Principal"]] },
      ],
    },
    { heading: "एंटी-रैगिंग दस्ता", blocks: [{ type: "paragraph", text: [{ text: "नमूना: ", emphasis: true }] }] },
  ];
  const english = [
    "Committees",
    "Write to the college: ",
    "Online complaint",
    "Internal Committee",
    "Member",
    "Principal",
  ];
  const html = onHindiPage(english, <PolicyText sections={sections} />);

  it('puts each English text in an element with lang="en"', () => {
    expect(html).toMatch(/<h2 [^>]*lang="en"[^>]*>Committees<\/h2>/);
    expect(html).toContain('<li><span lang="en">Write to the college: </span><a');
    expect(html).toContain('<li><span lang="en">Online complaint</span></li>');
    expect(html).toMatch(/<caption [^>]*lang="en"[^>]*>Internal Committee<\/caption>/);
    expect(html).toMatch(/<th [^>]*lang="en"[^>]*>Member<\/th>/);
    expect(html).toMatch(/<td [^>]*lang="en"[^>]*>Principal<\/td>/);
  });

  it("never marks a Hindi text, nor an address", () => {
    expect(html.match(/lang="en"/g)).toHaveLength(english.length);
    expect(html).toMatch(/<h2 class="[^"]*">एंटी-रैगिंग दस्ता<\/h2>/);
    expect(html).toContain("<p>समितियों के सदस्य नीचे दिए गए हैं।</p>");
    expect(html).toMatch(/<th scope="col" class="[^"]*">पद<\/th>/);
    expect(html).toContain("<em>नमूना: </em>");
  });

  it("marks nothing on an English page", () => {
    expect(renderToStaticMarkup(<PolicyText sections={sections} />)).not.toContain("lang=");
  });
});
