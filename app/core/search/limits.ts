/** The longest search the site answers; a longer one is refused with a message. */
export const SEARCH_QUERY_MAX = 100;
/** Result pages past this one are not offered (20 results each). */
export const SEARCH_PAGE_MAX = 50;
