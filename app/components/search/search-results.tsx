import "~/messages/static-page-messages.ts";
import type { ReactNode } from "react";
import { Link } from "~/components/router-links.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import type { SnippetPart } from "~/core/search/snippet.ts";
import { useT } from "~/lib/language.tsx";
import type { SearchResult } from "~/models/search.server.ts";

/** Text with the matched words in <mark>: React elements from plain parts, never HTML. */
function Marked({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text));
}

const TITLE_LINK = "text-lg font-semibold text-brand-700 underline underline-offset-2";

/** A result's link: a file (a library PDF) is fetched by the browser, never routed; other addresses as SmartLink. */
function ResultLink({ url, children }: { url: string; children: ReactNode }) {
  if (/^\/[^?#]*\.[a-z0-9]+$/i.test(url)) {
    return (
      <a href={url} className={TITLE_LINK}>
        {children}
      </a>
    );
  }
  return (
    <SmartLink to={url} className={TITLE_LINK}>
      {children}
    </SmartLink>
  );
}

/** A search's results: each title linked, its kind, and a stretch of its text with the matched words marked. */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  const t = useT();
  return (
    <ol className="space-y-6">
      {results.map((result, i) => (
        <li key={`${result.kind} ${result.url} ${i}`}>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t(`search.kind.${result.kind}`)}
          </p>
          <ResultLink url={result.url}>
            {/* A title without Hindi, in the Hindi site's results, is marked as English (decision 069). */}
            <span lang={result.lang}>
              <Marked parts={result.titleParts} />
            </span>
          </ResultLink>
          {result.snippet.length > 0 ? (
            <p className="mt-1 text-slate-700">
              <Marked parts={result.snippet} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Previous and next links of a search's result pages, plain links that keep the query. */
export function SearchPages({ query, page, hasMore }: { query: string; page: number; hasMore: boolean }) {
  const t = useT();
  if (page <= 1 && !hasMore) return null;
  const to = (number: number) => `/search?${new URLSearchParams({ q: query, page: String(number) })}`;
  return (
    <nav aria-label={t("search.pages")} className="mt-8 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="underline underline-offset-2">
          {t("search.previous")}
        </Link>
      ) : null}
      <span>{t("search.pageNumber", { page })}</span>
      {hasMore ? (
        <Link to={to(page + 1)} rel="next" className="underline underline-offset-2">
          {t("search.next")}
        </Link>
      ) : null}
    </nav>
  );
}
