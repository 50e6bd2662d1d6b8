import { Fragment } from "react";
import { useLanguagePath } from "~/lib/language.tsx";
import { useLeavesSite } from "~/lib/site-address.tsx";
import { OtherSiteMark } from "../smart-link.tsx";
import type { Policy } from "~/schemas/content/policy.ts";
import { DocumentPage } from "./document-page.tsx";
import { DocumentText, useEnglishLang } from "./english-text.tsx";
import { LatinRuns } from "./latin-runs.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { type RichText, type TextBlock, type TextSection, isSafeHref } from "~/schemas/content/policy.ts";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { DocumentSizeNote, DocumentSizes } from "./document-sizes.tsx";
import type { DocumentSize } from "~/models/documents.server.ts";

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";

/**
 * Running text: plain, or pieces emphasised and linked. React escapes every text, so markup typed in a field is shown
 * as typed; a link is drawn only when its address passes `isSafeHref` again here (a document stored before the
 * schema refused it stays harmless), otherwise its words are shown without a link. A link to another website opens
 * in a new tab and says so (`OtherSiteMark`).
 */
export function RichTextContent({ value }: { value: RichText }) {
  const leavesSite = useLeavesSite();
  const inLanguage = useLanguagePath();
  if (typeof value === "string") return <DocumentText text={value} />;
  return value.map((span, index) => {
    const text = <DocumentText text={span.text} />;
    const words = span.emphasis ? <em>{text}</em> : text;
    if (!span.href || !isSafeHref(span.href)) return <Fragment key={index}>{words}</Fragment>;
    const otherSite = leavesSite(span.href);
    return (
      <a
        key={index}
        href={inLanguage(span.href)}
        className="text-brand-800 underline"
        {...(otherSite ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {words}
        <DocumentSizeNote href={span.href} />
        {otherSite ? <OtherSiteMark /> : null}
      </a>
    );
  });
}

const itemKey = (item: RichText, index: number) =>
  typeof item === "string" ? item : `${index}:${item.map((span) => span.text).join("")}`;

function Block({ block }: { block: TextBlock }) {
  const english = useEnglishLang();
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <RichTextContent value={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-brand-700`}>
          {block.items.map((item, index) => (
            <li key={itemKey(item, index)}>
              <RichTextContent value={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <TableScroll label={block.caption}>
          <table className={tableClass.table}>
            <caption className={tableClass.caption} {...english(block.caption)}>
              {block.caption}
            </caption>
            <thead className={tableClass.head}>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className={tableClass.th} {...english(column)}>
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
                      <th key={index} scope="row" className={`${tableClass.td} font-semibold`} {...english(cell)}>
                        <LatinRuns text={cell} />
                      </th>
                    ) : (
                      <td key={index} className={tableClass.td} {...english(cell)}>
                        <LatinRuns text={cell} />
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
  const english = useEnglishLang();
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="space-y-4">
          {section.heading ? (
            <h2 className={headingClass} {...english(section.heading)}>
              {section.heading}
            </h2>
          ) : null}
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}

/**
 * A whole policy page's content, as the public page and a revision's private preview both draw it: one component,
 * so a preview is exactly what the public would see. A link to a document says its format and size after it.
 */
export function PolicyDocument({
  policy,
  documents = {},
}: {
  policy: Policy;
  /** Format and size of the documents its links point at, shown after each such link. */
  documents?: Readonly<Record<string, DocumentSize>>;
}) {
  return (
    <DocumentSizes.Provider value={documents}>
      <DocumentPage title={policy.title}>
        <PolicyText sections={policy.sections} />
        <RevisionDate />
      </DocumentPage>
    </DocumentSizes.Provider>
  );
}
