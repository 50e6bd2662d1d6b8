import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "~/lib/language.tsx";
import { LatinRuns, latinRuns } from "./latin-runs.tsx";

describe("the English words a Hindi text keeps", () => {
  it("are the runs of Latin-script words inside a text in Devanagari", () => {
    expect(latinRuns("कीबोर्ड से: Tab अगले लिंक पर, Shift+Tab पिछले पर")).toEqual([
      "कीबोर्ड से: ",
      { english: "Tab" },
      " अगले लिंक पर, ",
      { english: "Shift+Tab" },
      " पिछले पर",
    ]);
    expect(latinRuns("डिस्प्ले और टेक्स्ट साइज़ (Display & Text Size)")).toEqual([
      "डिस्प्ले और टेक्स्ट साइज़ (",
      { english: "Display & Text Size" },
      ")",
    ]);
  });

  it("leave a text with no Devanagari as it is", () => {
    expect(latinRuns("Adobe Acrobat Reader")).toEqual(["Adobe Acrobat Reader"]);
  });

  it('are marked lang="en" on a Hindi page, and an English page shows the text unchanged', () => {
    const text = "Orca, Linux के लिए";
    expect(
      renderToStaticMarkup(
        <LanguageProvider value="hi">
          <LatinRuns text={text} />
        </LanguageProvider>,
      ),
    ).toBe('<span lang="en">Orca, Linux</span> के लिए');
    expect(
      renderToStaticMarkup(
        <LanguageProvider value="en">
          <LatinRuns text="Orca, for Linux" />
        </LanguageProvider>,
      ),
    ).toBe("Orca, for Linux");
  });
});
