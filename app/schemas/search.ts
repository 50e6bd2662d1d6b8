import { z } from "zod";
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX } from "~/core/search/limits.ts";

/** What `/search?q=&page=` asks for: an empty query, one too long, or a query and a page of its results. */
export type SearchRequest =
  { state: "empty" } | { state: "too-long"; query: string } | { state: "search"; query: string; page: number };

const pageSchema = z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).catch(1);

/** Reads the search's parameters; a missing or odd page number is the first page. */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  const query = (params.get("q") ?? "").replace(/\s+/g, " ").trim();
  if (!query) return { state: "empty" };
  if ([...query].length > SEARCH_QUERY_MAX) return { state: "too-long", query };
  return { state: "search", query, page: pageSchema.parse(params.get("page") ?? undefined) };
}
