import { describe, expect, it } from "vitest";
import { peoplePages } from "./pages.ts";

interface MetaModule {
  meta: (args: {
    location: { pathname: string };
    matches: [];
  }) => { title?: string; name?: string; content?: string }[];
}

/** Every page of this area has its own title and a description that fits search results (50–160 characters). */
const modules = import.meta.glob<MetaModule>("./*.tsx");

describe("people pages meta", async () => {
  const metas = await Promise.all(
    peoplePages.map(async (page) => {
      const load = modules[`./${page.file.split("/").pop()}`];
      if (!load) throw new Error(`${page.file} is not in app/routes/people`);
      const module = await load();
      const tags = module.meta({ location: { pathname: `/${page.path}` }, matches: [] });
      return {
        path: page.path,
        title: tags.find((tag) => tag.title)?.title ?? "",
        description: tags.find((tag) => tag.name === "description")?.content ?? "",
      };
    }),
  );

  it("lists the nine pages in menu order", () => {
    expect(peoplePages.map((page) => page.path)).toEqual([
      "governors",
      "advisory",
      "principal",
      "core-faculty",
      "visiting-faculty",
      "admission-department",
      "exam-department",
      "placement-cell",
      "director-message",
    ]);
  });

  it.each(metas)("/$path has a title and a 50–160 character description", ({ title, description }) => {
    expect(title).not.toBe("");
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("titles and descriptions are unique", () => {
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});
