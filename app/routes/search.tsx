import "~/messages/static-page-messages.ts";
import { data } from "react-router";
import { PageBanner } from "~/components/page-banner.tsx";
import { SearchForm } from "~/components/search/search-form.tsx";
import { SearchPages, SearchResults } from "~/components/search/search-results.tsx";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { languageOf } from "~/messages/catalogue.ts";
import { searchSite } from "~/models/search.server.ts";
import { SEARCH_QUERY_MAX } from "~/core/search/limits.ts";
import { readSearchRequest } from "~/schemas/search.ts";
import type { Route } from "./+types/search";

/**
 * The site search (decision 053): `/search?q=…&page=…`. Every query is counted toward the address's limit before
 * the database is asked; a query too long is refused with a message (400), one over the limit too (429). The page
 * cache never keeps this page (server/page-cache/cache-key.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = readSearchRequest(new URL(request.url).searchParams);
  if (asked.state === "empty") return { state: "empty" as const };
  if (asked.state === "too-long") return data({ state: "too-long" as const, query: asked.query }, { status: 400 });
  const rate = await context.services.forms.allowPost("search");
  if (!rate.allowed) {
    return data(
      { state: "too-many" as const, query: asked.query, minutes: rate.retryAfterMinutes },
      { status: 429, headers: { "Retry-After": String(rate.retryAfterMinutes * 60) } },
    );
  }
  const { db, dialect } = context.services;
  const found = await searchSite(
    { db, dialect },
    { query: asked.query, language: languageOf(request), page: asked.page },
  );
  return { state: "results" as const, query: asked.query, page: asked.page, ...found };
}

/** Result pages are not for search engines to index: each query would be a page of its own. */
export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "search"), { social: false, noindex: true });

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const query = loaderData.state === "empty" ? "" : loaderData.query;
  return (
    <>
      <PageBanner title={t("search.title")} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <SearchForm query={query} />
        <div className="mt-8">
          <SearchOutcome data={loaderData} />
        </div>
      </div>
    </>
  );
}

function SearchOutcome({ data: outcome }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  switch (outcome.state) {
    case "empty":
      return <p>{t("search.empty")}</p>;
    case "too-long":
      return <p role="alert">{t("search.tooLong", { max: SEARCH_QUERY_MAX })}</p>;
    case "too-many":
      return <p role="alert">{t("search.tooMany", { minutes: outcome.minutes })}</p>;
    case "results":
      if (outcome.terms.length === 0) return <p>{t("search.noWords")}</p>;
      if (outcome.results.length === 0) return <p>{t("search.noResults", { query: outcome.query })}</p>;
      return (
        <>
          <h2 className="mb-6 text-xl font-semibold">{t("search.resultsFor", { query: outcome.query })}</h2>
          <SearchResults results={outcome.results} />
          <SearchPages query={outcome.query} page={outcome.page} hasMore={outcome.hasMore} />
        </>
      );
  }
}
