import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SearchResult } from "~/models/search.server.ts";
import { SearchResults } from "./search-results.tsx";

const result = (title: string, lang?: "en"): SearchResult => ({
  kind: "notice",
  title,
  ...(lang ? { lang } : {}),
  url: "/hi/notice",
  titleParts: [{ text: title, marked: false }],
  snippet: [],
});

describe("SearchResults", () => {
  it('marks a title shown in English among Hindi results with lang="en", and never a Hindi one', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SearchResults results={[result("Chess tournament", "en"), result("छात्रावास के कमरे आवंटित")]} />
      </MemoryRouter>,
    );
    expect(html).toContain('<span lang="en">Chess tournament</span>');
    expect(html).toContain("<span>छात्रावास के कमरे आवंटित</span>");
  });
});
