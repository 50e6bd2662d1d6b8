import chunks from "virtual:catalogue-chunks";
import { catalogueModulesOf } from "~/messages/load-language.ts";

/**
 * The addresses of the script chunks a page's catalogue is made of in the browser (its language's and its part's,
 * decision 060), for the page's head to preload: the entry fetches them before hydrating, and named in the head
 * they arrive beside it rather than after it. None under the dev server, which builds no chunks.
 */
export const catalogueChunksOf = (pathname: string): string[] =>
  catalogueModulesOf(pathname).flatMap((module) => (chunks[module] ? [chunks[module]] : []));
