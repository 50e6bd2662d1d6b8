import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { feesSchema } from "~/schemas/content/fees.ts";
import { FeeTable } from "./fee-table.tsx";

const fees = feesSchema.parse({
  title: "Fee Structure",
  description: "A test fee table with two categories and a computed Total row at the end.",
  intro: [],
  caption: "Fees per year",
  columns: ["Paid seat", "Free seat"],
  rows: [
    { item: "Tuition", cells: ["45000.00", null] },
    { item: "Development", cells: ["5000.00", "5000.00"] },
  ],
  notes: [],
});

describe("FeeTable", () => {
  const html = renderToStaticMarkup(<FeeTable caption={fees.caption} columns={fees.columns} rows={fees.rows} />);

  it("names the table by its caption and scopes its headers", () => {
    expect(html).toContain("<caption");
    expect(html).toMatch(/<th scope="col"[^>]*>Paid seat<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Tuition<\/th>/);
  });

  it("prints a dash for none, with the word for screen readers", () => {
    expect(html).toContain('<span aria-hidden="true">–</span><span class="sr-only">none</span>');
  });

  it("ends with a computed Total row", () => {
    const total = /<tfoot[^>]*>(.*)<\/tfoot>/.exec(html)?.[1] ?? "";
    expect(total).toMatch(/Total<\/th><td[^>]*>50000\.00<\/td><td[^>]*>5000\.00<\/td>/);
  });
});
