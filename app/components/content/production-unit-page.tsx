import "~/messages/static-page-messages.ts";
import type { DocumentInfo } from "~/models/content.server.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentLink } from "./document-link.tsx";
import { DocumentPage } from "./document-page.tsx";
import { NoneMark } from "./fee-table.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { TableScroll, tableClass } from "./table-scroll.tsx";
import { institution } from "~/settings/institution.ts";
import { useT } from "~/lib/language.tsx";
import { telHref } from "~/core/tel-href.ts";
import { DocumentText } from "./english-text.tsx";

/** Orders go through the college's main number, so it stays right when the office changes its phones. */
const phone = institution.phones[0];

type Product = ShapeDocument<"production-unit">["products"][number];

/** The document as its loading gives it: each brochure with its format and size. */
export type ProductionUnitView = Omit<ShapeDocument<"production-unit">, "products"> & {
  products: (Omit<Product, "brochure"> & { brochure: DocumentInfo })[];
};

const COLUMNS = ["number", "product", "description", "brochure", "contact", "sold"] as const;

export function ProductionUnitPage({ page: unit }: { page: ProductionUnitView }) {
  const t = useT();
  return (
    <DocumentPage title={unit.title} wide>
      {unit.intro.map((paragraph) => (
        <p key={paragraph} className="max-w-prose">
          <DocumentText text={paragraph} />
        </p>
      ))}
      <TableScroll label={unit.caption}>
        {/* relative: the hidden "not recorded" text stays inside the scroll box instead of widening the page. */}
        <table className={`${tableClass.table} relative min-w-[56rem]`}>
          <caption className={tableClass.caption}>
            <DocumentText text={unit.caption} />
          </caption>
          <thead className={tableClass.head}>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={tableClass.th}>
                  {t(`productionUnit.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {unit.products.map((product, index) => (
              <tr key={product.name} className={tableClass.row}>
                <td className={`${tableClass.td} text-right tabular-nums`}>{index + 1}</td>
                <th scope="row" className={`${tableClass.td} font-semibold`}>
                  <DocumentText text={product.name} />
                </th>
                <td className={`${tableClass.td} min-w-64`}>{product.description}</td>
                <td className={tableClass.td}>
                  <DocumentLink document={product.brochure} />
                </td>
                <td className={tableClass.td}>
                  <DocumentText text={product.contact.name} />
                  <span className="block text-slate-600">
                    <DocumentText text={product.contact.role} />
                  </span>
                  <a
                    href={telHref(phone)}
                    className="whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {phone}
                  </a>
                </td>
                <td className={`${tableClass.td} text-right tabular-nums`}>
                  {product.unitsSold ?? <NoneMark meaning={t("productionUnit.notRecorded")} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <RevisionDate />
    </DocumentPage>
  );
}
