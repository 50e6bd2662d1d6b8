import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import type { Experiment } from "~/schemas/content/virtual-lab.ts";
import { SmartLink } from "../smart-link.tsx";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * Numbered experiments whose names are the links. SmartLink marks outside addresses as external: a new tab,
 * rel="noopener noreferrer" and a hidden "(opens in a new tab)" for screen-reader users.
 */
export function LinkTable({ caption, items }: { caption: string; items: Experiment[] }) {
  const t = useT();
  return (
    <TableScroll label={caption}>
      {/* relative: the hidden screen-reader texts (absolutely positioned) stay inside the scroll box instead of widening the page. */}
      <table className={`${tableClass.table} relative`}>
        <caption className={tableClass.caption}>
          <DocumentText text={caption} />
        </caption>
        <thead className={tableClass.head}>
          <tr>
            <th scope="col" className={`${tableClass.th} w-16 text-right`}>
              {t("content.serialNumber")}
            </th>
            <th scope="col" className={tableClass.th}>
              {t("content.virtualLab.experiment")}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.name} className={tableClass.row}>
              <td className={`${tableClass.td} text-right tabular-nums`}>{index + 1}</td>
              <td className={tableClass.td}>
                <SmartLink to={item.url} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  <DocumentText text={item.name} />
                </SmartLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
