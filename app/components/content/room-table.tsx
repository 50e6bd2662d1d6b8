import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import type { Room } from "~/schemas/content/campus.ts";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { DocumentText } from "./english-text.tsx";

const figure = "text-right tabular-nums";
/** Narrow padding on phones leaves the room type column room to breathe. */
const tight = "max-sm:px-2";
const area = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** The rooms of one floor (or of a single-storey building): Sl No., count, type and carpet area. */
export function RoomTable({ caption, rooms }: { caption: string; rooms: Room[] }) {
  const t = useT();
  return (
    <TableScroll label={caption}>
      {/* Fixed layout: every floor's table has the same columns, so they line up down the page. */}
      <table className={`${tableClass.table} table-fixed`}>
        <caption className={tableClass.caption}>
          <DocumentText text={caption} />
        </caption>
        <thead className={tableClass.head}>
          <tr>
            <th scope="col" className={`${tableClass.th} ${tight} w-12 text-right sm:w-16`}>
              {t("content.serialNumber")}
            </th>
            <th scope="col" className={`${tableClass.th} ${tight} w-18 text-right sm:w-28`}>
              {t("content.rooms.number")}
              <span className="block text-xs font-normal">{t("content.rooms.count")}</span>
            </th>
            <th scope="col" className={`${tableClass.th} ${tight}`}>
              {t("content.rooms.type")}
            </th>
            <th scope="col" className={`${tableClass.th} ${tight} w-20 text-right sm:w-32`}>
              {t("content.rooms.area")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room, index) => (
            <tr key={`${index}-${room.type}`} className={tableClass.row}>
              <td className={`${tableClass.td} ${tight} ${figure}`}>{index + 1}</td>
              <td className={`${tableClass.td} ${tight} ${figure}`}>{room.count}</td>
              <td className={`${tableClass.td} ${tight}`}>{room.type}</td>
              <td className={`${tableClass.td} ${tight} ${figure}`}>{area.format(room.area)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
