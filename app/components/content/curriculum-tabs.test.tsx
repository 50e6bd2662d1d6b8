import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readContentDocument } from "~/models/content.server.ts";
import { curriculumSchema } from "~/schemas/content/curriculum.ts";
import { CurriculumTabs } from "./curriculum-tabs.tsx";

describe("CurriculumTabs server render", () => {
  const { semesters } = curriculumSchema.parse(readContentDocument("curriculum/civil"));
  const html = renderToStaticMarkup(<CurriculumTabs semesters={semesters} />);

  it("renders every panel, with only the 1st semester shown", () => {
    const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>/g)].map((match) => match[0]);
    expect(panels).toHaveLength(6);
    expect(panels[0]).not.toContain("hidden");
    for (const panel of panels.slice(1)) expect(panel).toContain('hidden=""');
  });

  it("links tabs and panels both ways, with a roving tabindex", () => {
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((match) => match[0]);
    expect(tabs).toHaveLength(6);
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    expect(tabs[1]).toContain('aria-selected="false"');
    expect(tabs[1]).toContain('tabindex="-1"');
    expect(tabs[2]).toContain('aria-controls="semester-panel-3"');
    expect(html).toContain('id="semester-panel-3" aria-labelledby="semester-tab-3"');
  });
});
