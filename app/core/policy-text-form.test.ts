import { describe, expect, it } from "vitest";
import { applyPolicyIntent, parsePolicyForm, pathKeys, policyForm, storedPolicy } from "./policy-text-form.ts";

const stored = {
  title: "Notice",
  description: "x".repeat(60),
  sections: [
    { heading: "One", blocks: [{ type: "paragraph", text: "Plain." }] },
    {
      blocks: [
        { type: "list", ordered: true, items: ["a", [{ text: "b", emphasis: true }]] },
        { type: "table", caption: "Marks", columns: ["Stream", "Marks"], rows: [["Science", "288"]] },
      ],
    },
  ],
  lastUpdated: "2020-07-01",
};

describe("the policy editor's form", () => {
  it("stores an untouched document back as it was", () => {
    expect(storedPolicy(policyForm(stored))).toEqual(stored);
  });

  it("reads posted fields by their paths, in index order, a checkbox as ticked or not", () => {
    const data = new FormData();
    data.set("title", "T");
    data.set("sections[0].blocks[0].type", "paragraph");
    data.set("sections[0].blocks[0].text[1].text", "second");
    data.set("sections[0].blocks[0].text[0].text", "first ");
    data.set("sections[0].blocks[0].text[0].emphasis", "on");
    data.set("sections[0].blocks[0].text[0].href", "/notice");
    data.set("sections[0].blocks[0].text[1].href", "");
    data.set("sections[__proto__].heading", "ignored");
    const form = parsePolicyForm(data);
    expect(form.sections[0]!.blocks[0]).toEqual({
      type: "paragraph",
      text: [
        { text: "first ", emphasis: true, href: "/notice" },
        { text: "second", emphasis: false, href: "" },
      ],
    });
    expect(storedPolicy(form).sections[0]!.blocks[0]).toEqual({
      type: "paragraph",
      text: [{ text: "first ", emphasis: true, href: "/notice" }, { text: "second" }],
    });
  });

  it("refuses field names that are not document paths", () => {
    expect(pathKeys("sections[0].blocks[1].text[2].href")).toEqual(["sections", 0, "blocks", 1, "text", 2, "href"]);
    expect(pathKeys("sections[0]..x")).toBeUndefined();
    expect(pathKeys("sections[-1]")).toBeUndefined();
    expect(pathKeys("sections[0].constructor.prototype.polluted")).toBeUndefined();
    const data = new FormData();
    data.set("sections[0].constructor.prototype.polluted", "yes");
    data.set("title.constructor", "yes");
    data.set("title", "T");
    data.set("title[0]", "x");
    data.set("sections[0]", "x");
    parsePolicyForm(data);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("adds, moves and removes sections, blocks, pieces, items, rows and columns", () => {
    const form = policyForm(stored);
    const added = applyPolicyIntent(form, "add:sections[1].blocks", "list");
    expect(added.sections[1]!.blocks[2]).toEqual({
      type: "list",
      ordered: false,
      items: [[{ text: "", emphasis: false, href: "" }]],
    });
    expect(form.sections[1]!.blocks).toHaveLength(2);
    const up = applyPolicyIntent(form, "up:sections[1]");
    expect(up.sections.map((s) => s.heading)).toEqual(["", "One"]);
    expect(applyPolicyIntent(form, "up:sections[0]")).toBe(form);
    const piece = applyPolicyIntent(form, "add:sections[1].blocks[0].items[1]");
    expect(piece.sections[1]!.blocks[0]).toMatchObject({ items: [[{ text: "a" }], [{ text: "b" }, { text: "" }]] });
    const column = applyPolicyIntent(form, "add:sections[1].blocks[1].columns");
    expect(column.sections[1]!.blocks[1]).toMatchObject({
      columns: ["Stream", "Marks", ""],
      rows: [["Science", "288", ""]],
    });
    const dropped = applyPolicyIntent(column, "remove:sections[1].blocks[1].columns[0]");
    expect(dropped.sections[1]!.blocks[1]).toMatchObject({ columns: ["Marks", ""], rows: [["288", ""]] });
    const row = applyPolicyIntent(form, "add:sections[1].blocks[1].rows");
    expect(row.sections[1]!.blocks[1]).toMatchObject({
      rows: [
        ["Science", "288"],
        ["", ""],
      ],
    });
    expect(applyPolicyIntent(form, "remove:sections[7]")).toBe(form);
    expect(applyPolicyIntent(form, "delete:sections[0]")).toBe(form);
  });
});
