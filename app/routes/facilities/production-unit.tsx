import { DocumentLink } from "~/components/content/document-link.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { NoneMark } from "~/components/content/fee-table.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { TableScroll, tableClass } from "~/components/content/table-scroll.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import { documentInfo } from "~/models/content.server.ts";
import { institution } from "~/settings/institution.ts";
import { useT } from "~/lib/language.tsx";
import type { Route } from "./+types/production-unit";

/** Products are in the page's published document; brochure sizes come from the files themselves. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const unit = await publishedDocumentAt(context.services.db, url, "production-unit");
  return {
    ...unit,
    products: unit.products.map((product) => ({
      ...product,
      brochure: documentInfo(product.brochure.file, product.brochure.title),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

/** Orders go through the college's main number, so it stays right when the office changes its phones. */
const phone = institution.phones[0];
const telHref = `tel:${phone.replace(/\s+/g, "")}`;

const COLUMNS = ["number", "product", "description", "brochure", "contact", "sold"] as const;

export default function ProductionUnit({ loaderData: unit }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={unit.title} wide>
      {unit.intro.map((paragraph) => (
        <p key={paragraph} className="max-w-prose">
          {paragraph}
        </p>
      ))}
      <TableScroll label={unit.caption}>
        {/* relative: the hidden "not recorded" text stays inside the scroll box instead of widening the page. */}
        <table className={`${tableClass.table} relative min-w-[56rem]`}>
          <caption className={tableClass.caption}>{unit.caption}</caption>
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
                  {product.name}
                </th>
                <td className={`${tableClass.td} min-w-64`}>{product.description}</td>
                <td className={tableClass.td}>
                  <DocumentLink document={product.brochure} />
                </td>
                <td className={tableClass.td}>
                  {product.contact.name}
                  <span className="block text-slate-600">{product.contact.role}</span>
                  <a
                    href={telHref}
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
    </InfoPage>
  );
}
