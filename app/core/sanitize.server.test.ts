import { describe, expect, it } from "vitest";
import { sanitizeInlineHtml } from "./sanitize.server.ts";

describe("sanitizeInlineHtml", () => {
  it("keeps simple inline formatting", () => {
    expect(sanitizeInlineHtml("<strong>AICTE</strong> approval <em>2026</em>")).toBe(
      "<strong>AICTE</strong> approval <em>2026</em>",
    );
  });

  it.each([
    ['<img src=x onerror="alert(1)">Notice', "Notice"],
    ["<script>alert(1)</script>Fees", "Fees"],
    ['<a href="javascript:alert(1)">Click</a>', "Click"],
    ['<b onclick="steal()" style="color:red">Bold</b>', "<b>Bold</b>"],
    ['<iframe src="https://evil.example"></iframe>Text', "Text"],
    ["<svg><script>alert(1)</script></svg>Safe", "Safe"],
  ])("removes what could run or load: %s", (input, output) => {
    expect(sanitizeInlineHtml(input)).toBe(output);
  });

  it("answers a title seen before as it did the first time, also past the size of its memory", () => {
    for (let round = 0; round < 2; round++) expect(sanitizeInlineHtml("<script>steal()</script>Fees")).toBe("Fees");
    for (let i = 0; i < 1500; i++) expect(sanitizeInlineHtml(`<i onclick="x">${i}</i>`)).toBe(`<i>${i}</i>`);
    expect(sanitizeInlineHtml("<script>steal()</script>Fees")).toBe("Fees");
  });
});
