import { SmartLink } from "~/components/smart-link.tsx";
import { linkText } from "~/lib/links.ts";
import type { NewsItem } from "~/models/news.server.ts";

/** A titled list of links from the database (useful links, important links). */
export function LinkList({ id, title, links }: { id: string; title: string; links: NewsItem[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.id}>
            <SmartLink to={link.targetLink} className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline">
              {linkText(link)}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The second link list: titles are HTML that the server has already sanitised (app/lib/sanitize.server.ts). */
export function RichLinkList({ id, title, links }: { id: string; title: string; links: { id: number; titleHtml: string; targetLink: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.id}>
            <SmartLink to={link.targetLink} className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline">
              <span dangerouslySetInnerHTML={{ __html: link.titleHtml }} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
