import { describe, expect, it } from "vitest";
import { z } from "zod";
import { picture } from "~/schemas/content/picture.ts";
import { fieldSpecOf } from "./field-specs.ts";
import { applyListIntent, documentFromForm, listIntentOf, mergeMeanwhile, pathOf } from "./form-values.ts";

const spec = fieldSpecOf(
  z.object({
    intro: z.array(z.string()).min(1),
    members: z.array(
      z.object({ name: z.string(), count: z.number().int(), photo: z.object({ src: z.string() }).optional() }),
    ),
    sections: z.array(z.union([z.string(), z.number()])),
  }),
);

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("documentFromForm", () => {
  it("builds the document from field names, numbers as numbers, an empty optional part left out", () => {
    const posted = form([
      ["intro[0]", "First"],
      ["intro[1]", "Second\r\nline"],
      ["members[0].name", "Asha"],
      ["members[0].count", " 3 "],
      ["members[0].photo.src", ""],
      ["members[1].name", "Ravi"],
      ["members[1].count", "three"],
      ["members[1].photo.src", "/images/people/ravi.webp"],
      ["sections", '[{"type":"paragraph"}]'],
    ]);
    expect(documentFromForm(spec, posted)).toEqual({
      intro: ["First", "Second\nline"],
      members: [
        { name: "Asha", count: 3 },
        { name: "Ravi", count: "three", photo: { src: "/images/people/ravi.webp" } },
      ],
      sections: [{ type: "paragraph" }],
    });
  });

  it("leaves out an optional picture whose Remove box is ticked, and keeps one whose box is not", () => {
    const withPhoto = fieldSpecOf(
      z.object({ photo: picture(z.object({ src: z.string(), width: z.number(), height: z.number() })).optional() }),
    );
    const posted = (remove: boolean) =>
      form([
        ["photo.src", "/images/abc123"],
        ["photo.width", "320"],
        ["photo.height", "240"],
        ...(remove ? ([["photo.remove", "on"]] as [string, string][]) : []),
      ]);
    expect(documentFromForm(withPhoto, posted(false))).toEqual({
      photo: { src: "/images/abc123", width: 320, height: 240 },
    });
    expect(documentFromForm(withPhoto, posted(true))).toEqual({});
  });

  it("reads a list with no fields posted as empty", () => {
    expect(documentFromForm(spec, form([]))).toEqual({ intro: [], members: [] });
  });
});

describe("applyListIntent", () => {
  const document = () => ({ intro: ["a", "b", "c"], members: [{ name: "x", count: 1 }] });

  it("adds an empty item at the end and focuses it", () => {
    const { document: changed, focus } = applyListIntent(spec, document(), listIntentOf("add:members")!);
    expect(changed).toEqual({
      intro: ["a", "b", "c"],
      members: [
        { name: "x", count: 1 },
        { name: "", count: "" },
      ],
    });
    expect(focus).toBe("members[1]");
  });

  it("moves an item one place and focuses its new place; removes one", () => {
    expect(applyListIntent(spec, document(), listIntentOf("up:intro[2]")!)).toEqual({
      document: { intro: ["a", "c", "b"], members: [{ name: "x", count: 1 }] },
      focus: "intro[1]",
    });
    expect(applyListIntent(spec, document(), listIntentOf("remove:intro[0]")!).document).toEqual({
      intro: ["b", "c"],
      members: [{ name: "x", count: 1 }],
    });
  });

  it("changes nothing for an intent past the ends or naming no list", () => {
    expect(applyListIntent(spec, document(), listIntentOf("up:intro[0]")!).document).toEqual(document());
    expect(applyListIntent(spec, document(), listIntentOf("down:intro[9]")!).document).toEqual(document());
    expect(applyListIntent(spec, document(), listIntentOf("add:nothing")!).document).toEqual(document());
    expect(listIntentOf("save")).toBeUndefined();
  });
});

describe("pathOf", () => {
  it("reads a field name as keys and indexes", () => {
    expect(pathOf("members[2].photo.src")).toEqual(["members", 2, "photo", "src"]);
    expect(pathOf("intro[0]")).toEqual(["intro", 0]);
  });
});

describe("mergeMeanwhile", () => {
  it("takes the newer revision's value wherever the editor changed nothing, and keeps the editor's changes", () => {
    const base = { title: "A", intro: ["one", "two"], members: [{ name: "x" }] };
    const newest = { title: "B", intro: ["one", "TWO"], members: [{ name: "x" }] };
    const posted = { title: "A", intro: ["ONE", "two"], members: [{ name: "y" }] };
    expect(mergeMeanwhile(base, newest, posted)).toEqual({
      title: "B",
      intro: ["ONE", "TWO"],
      members: [{ name: "y" }],
    });
  });

  it("keeps the editor's list whole when its length changed", () => {
    const base = { intro: ["one"] };
    expect(mergeMeanwhile(base, { intro: ["uno"] }, { intro: ["one", "two"] })).toEqual({ intro: ["one", "two"] });
  });
});
