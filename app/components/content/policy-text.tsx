import type { TextBlock, TextSection } from "~/schemas/content/policy.ts";
import { TableScroll, tableClass } from "./table-scroll.tsx";

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-brand-700`}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <TableScroll label={block.caption}>
          <table className={tableClass.table}>
            <caption className={tableClass.caption}>{block.caption}</caption>
            <thead className={tableClass.head}>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className={tableClass.th}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className={tableClass.row}>
                  {row.map((cell, index) =>
                    // The first cell names the row, so screen readers announce it with every value.
                    index === 0 ? (
                      <th key={index} scope="row" className={`${tableClass.td} font-semibold`}>
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className={tableClass.td}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      );
  }
}

/** Text from a content file: sections with an h2 each, then paragraphs, lists and small tables in order. */
export function PolicyText({ sections }: { sections: TextSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="space-y-4">
          {section.heading ? <h2 className={headingClass}>{section.heading}</h2> : null}
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
