/**
 * What a route tells the document and the layout around it, through its `handle` export: they read the handles of
 * the matched routes (`useMatches()`) instead of testing paths.
 */
export interface RouteHandle {
  /** false on a page that is itself a form: the sticky "Enquiry Now" button would only cover its fields. */
  stickyEnquiry?: boolean;
  /**
   * true on a page whose own content needs React in the browser (a carousel, a lightbox, a form that validates as
   * the visitor types, the console). Every other page ships no framework: the server's HTML and the shell script
   * (docs/decisions/024-pages-without-react.md).
   */
  hydrate?: boolean;
}

/**
 * The needs of the matched routes (their matches, or the routes themselves): a route that says no to the sticky
 * button, or yes to React, wins.
 */
export function pageNeeds(matches: readonly { handle?: unknown }[]): Required<RouteHandle> {
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  return {
    stickyEnquiry: handles.every((handle) => handle.stickyEnquiry !== false),
    hydrate: handles.some((handle) => handle.hydrate === true),
  };
}
