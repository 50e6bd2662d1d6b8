import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint rule that keeps UI text in the catalogue (eslint.config.js, decision 021), run on small components as
 * if they were files of the app.
 */
const eslint = new ESLint();
const filePath = "app/components/example.tsx";

async function literalStrings(jsx: string): Promise<string[]> {
  const code = `export function Example({ t, Link, n }: any) {\n  return (\n    ${jsx}\n  );\n}\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "i18next/no-literal-string").map((m) => m.message);
}

describe("the literal-string rule", () => {
  // Loading the configuration and its plugins takes seconds; do it once, under the hook's longer timeout.
  beforeAll(async () => {
    await eslint.lintText("", { filePath });
  });

  it.each([
    ["text in JSX", "<p>Notice Board</p>"],
    ["a string in braces", '<p>{n ? "Open" : null}</p>'],
    ["alt", '<img src="/logo.svg" alt="College logo" />'],
    ["aria-label", '<nav aria-label="Main menu" />'],
    ["title", '<button type="button" title="Close" />'],
    ["placeholder", '<input name="q" placeholder="Search" />'],
    ["a template literal without expressions", "<img src={n} alt={`College logo`} />"],
    ["a template literal around a value", "<nav aria-label={`Slide ${n}`} />"],
    ["a text prop of a component", '<Link to="/fees" label="Fee Structure" />'],
  ])("fails on %s", async (_, jsx) => {
    expect(await literalStrings(jsx)).toHaveLength(1);
  });

  it.each([
    ["text from the catalogue", '<p>{t("home.noticeBoard")}</p>'],
    ["punctuation and symbols", '<p>{n} · {n} | {n} / {n} × 2 – <span aria-hidden="true">▶ ‹ ☰</span></p>'],
    ["numbers", "<p>2026</p>"],
    [
      "styling, addresses, ids and rel",
      '<a href="/fees" id="fees" className="underline" rel="noopener noreferrer" target="_blank" data-menu="">{n}</a>',
    ],
    ["a route path", '<Link to="/civil" className={`px-2 ${n}`} />'],
    ["form values and types", '<button type="submit" name="intent" value="save">{t("forms.submit")}</button>'],
    ["ARIA states and references", '<div role="region" aria-hidden="true" aria-labelledby="courses" />'],
    ["a component's fixed options", '<Link to={n} variant="bar" side="left" tone="error" />'],
    ["keys and event handlers", '<Link key={`row-${n}`} onClick={() => n("close")} />'],
  ])("allows %s", async (_, jsx) => {
    expect(await literalStrings(jsx)).toEqual([]);
  });
});
