import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { antiRaggingSchema } from "../../app/schemas/content/anti-ragging.ts";
import { placementRulesSchema } from "../../app/schemas/content/people.ts";
import { type Policy, policySchema } from "../../app/schemas/content/policy.ts";

const read = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, `${name}.json`), "utf8"));
const load = (name: string): Policy => policySchema.parse(read(name));

/** Every word of a text page, to check the spec's facts are stated. */
function allText(policy: Policy): string {
  return policy.sections
    .flatMap((section) => [
      section.heading ?? "",
      ...section.blocks.flatMap((block) =>
        block.type === "paragraph"
          ? [block.text]
          : block.type === "list"
            ? block.items
            : [block.caption, ...block.rows.flat()],
      ),
    ])
    .join(" ");
}

describe("policy texts (spec 001 §2)", () => {
  it.each([
    ["refund-cancle", "Refund Policy"],
    ["terms-condition", "Terms and Conditions"],
    ["privacy-policy", "Privacy Policy"],
    ["notice", "Notice Board"],
    ["placement-policy", "Placement Policy"],
    ["accessibility-statement", "Accessibility Statement"],
    ["help", "Help"],
    ["screen-reader-access", "Screen Reader Access"],
    ["copyright-policy", "Copyright Policy"],
    ["hyperlinking-policy", "Hyperlinking Policy"],
    ["content-archival-policy", "Content Archival Policy"],
  ])("%s parses and is titled %s", (name, title) => {
    expect(load(name).title).toBe(title);
  });

  it("refund policy states the four points", () => {
    const text = allText(load("refund-cancle"));
    expect(text).toMatch(/not refunded if a student leaves the college before completing the programme/);
    expect(text).toMatch(/discretion of the college management/);
    expect(text).toMatch(/only to the debit or credit card/);
    expect(text).toMatch(/encrypted/);
    expect(text).toMatch(/not liable for any exposure of your data on your side/);
    expect(text).toMatch(/inaccurate information/);
  });

  it("terms state currency, fee changes, two working days and the liabilities", () => {
    const text = allText(load("terms-condition"));
    expect(text).toMatch(/Indian Rupees/);
    expect(text).toMatch(/may change its fees at any time/);
    expect(text).toMatch(/within two working days/);
    expect(text).toMatch(/wrong account or card details/);
    expect(text).toMatch(/declines/);
    expect(text).toMatch(/damages/);
  });

  it("privacy policy: last updated 01-07-2020, opt-out in about ten days, Indian law, Aadhaar stored encrypted", () => {
    const policy = load("privacy-policy");
    expect(policy.lastUpdated).toBe("2020-07-01");
    const text = allText(policy);
    for (const kind of [
      "Contact information",
      "Information you post",
      "Demographic information",
      "IP address",
      "Cookies",
      "Analytics",
      "Third parties",
    ]) {
      expect(text).toContain(kind);
    }
    expect(text).toMatch(/about ten days/);
    expect(text).toMatch(/laws of India/);
    expect(text).toMatch(/date of birth/);
    expect(text).toMatch(/Aadhaar\/UID number is stored encrypted/);
    expect(text).toMatch(/masked/);
  });

  it("notice: 2016-2017 scholarship, six eligibility points, ECS, steps and the marks table", () => {
    const notice = load("notice");
    const text = allText(notice);
    expect(text).toMatch(/2016-2017/);
    expect(text).toMatch(/Rs 6 lakh/);
    expect(text).toMatch(/creamy layer/);
    expect(text).toMatch(/\(ECS\).*own name/);
    const eligibility = notice.sections.find((s) => s.heading === "Who can apply")?.blocks[0];
    expect(eligibility?.type === "list" && eligibility.items).toHaveLength(6);
    const steps = notice.sections.find((s) => s.heading === "How to apply")?.blocks[0];
    expect(steps?.type === "list" && steps.ordered).toBe(true);
    const table = notice.sections.flatMap((s) => s.blocks).find((b) => b.type === "table");
    expect(table?.type === "table" && table.rows).toEqual([
      ["Science", "288"],
      ["Commerce", "294"],
      ["Arts", "319"],
    ]);
  });

  it("placement policy: the intro here, the four rules of spec 001 §9 from the shared people/placement-rules.json", () => {
    expect(allText(load("placement-policy"))).toMatch(/these rules apply/);
    const { rules } = placementRulesSchema.parse(
      JSON.parse(readFileSync(join(import.meta.dirname, "../people/placement-rules.json"), "utf8")),
    );
    expect(rules).toHaveLength(4);
    expect(rules[0]).toMatch(/75% attendance to sit campus interviews/);
    expect(rules[1]).toMatch(/at least six months and cannot attend further campus interviews/);
    expect(rules[2]).toMatch(/three months of passing the final semester.*off-campus recruitment/);
    expect(rules[3]).toMatch(/offers from several companies must report them through the placement cell/);
  });

  it("anti-ragging: definition, expulsion penalty, how to report and the national helpline", () => {
    const policy = antiRaggingSchema.parse(read("anti-ragging"));
    expect(policy.title).toBe("Anti-Ragging");
    expect(policy.sections.map((s) => s.heading)).toEqual([
      "Our policy",
      "What is ragging",
      "Penalty",
      "How to report ragging",
    ]);
    const text = allText(policy);
    expect(text).toMatch(/If the explanation is not satisfactory, the student will be expelled/);
    expect(text).toMatch(/contact the college office/);
    expect(text).toMatch(/1800-180-5522/);
    expect(policy.helpline.phone).toBe("1800-180-5522");
  });
});

describe("the website policies and help of GIGW 3.0", () => {
  const gigwPages = [
    "accessibility-statement",
    "help",
    "screen-reader-access",
    "copyright-policy",
    "hyperlinking-policy",
    "content-archival-policy",
  ];
  const tables = (policy: Policy) =>
    policy.sections.flatMap((section) => section.blocks).flatMap((block) => (block.type === "table" ? [block] : []));

  it.each(gigwPages)("%s opens with a note that the college must review it", (name) => {
    const first = load(name).sections[0]!.blocks[0]!;
    expect(first.type === "paragraph" && JSON.stringify(first.text)).toMatch(/For the college to review/);
  });

  it("the screen reader page lists free and commercial screen readers with their websites", () => {
    const [readers] = tables(load("screen-reader-access"));
    expect(readers?.columns).toEqual(["Screen reader", "Website", "Free or commercial"]);
    const rows = readers!.rows;
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining([expect.stringMatching(/^NVDA/)]));
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining([expect.stringMatching(/^JAWS/)]));
    expect(rows.every((row) => row[1]!.startsWith("https://"))).toBe(true);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(["Free", "Commercial"]));
  });

  it("help covers navigation, text size, contrast and the formats with their free readers", () => {
    const help = load("help");
    expect(help.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(["Finding your way", "Making the text larger", "Changing the contrast"]),
    );
    const [formats] = tables(help);
    expect(formats?.rows.map((row) => row[0])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PDF/), expect.stringMatching(/JPEG and WebP/)]),
    );
    expect(formats?.rows.every((row) => row[2]!.startsWith("https://"))).toBe(true);
  });

  it("the policies state their key points", () => {
    expect(allText(load("copyright-policy"))).toMatch(/reproduced free of charge/);
    expect(allText(load("copyright-policy"))).toMatch(/copyright of a third party/);
    expect(allText(load("hyperlinking-policy"))).toMatch(/no prior permission is needed/);
    expect(allText(load("hyperlinking-policy"))).toMatch(/not permit our pages to be loaded into frames/);
    expect(allText(load("accessibility-statement"))).toMatch(/WCAG\) 2\.1 at level AA/);
    const [periods] = tables(load("content-archival-policy"));
    expect(periods?.rows.map((row) => row[0])).toEqual(
      expect.arrayContaining(["News and announcements", "Notices and circulars", "Tenders and quotations"]),
    );
  });
});

describe("policySchema", () => {
  it("rejects a table row with the wrong number of cells", () => {
    const bad = {
      title: "T",
      description: "x".repeat(60),
      sections: [{ blocks: [{ type: "table", caption: "c", columns: ["a", "b"], rows: [["1"]] }] }],
    };
    expect(policySchema.safeParse(bad).success).toBe(false);
  });

  it("rejects a description longer than 160 characters and a last-updated date that is not a date", () => {
    const base = { title: "T", sections: [{ blocks: [{ type: "paragraph", text: "p" }] }] };
    expect(policySchema.safeParse({ ...base, description: "x".repeat(161) }).success).toBe(false);
    expect(policySchema.safeParse({ ...base, description: "x".repeat(60), lastUpdated: "01-07-2020" }).success).toBe(
      false,
    );
  });
});
