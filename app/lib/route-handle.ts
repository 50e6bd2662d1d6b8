import type { UIMatch } from "react-router";

/**
 * What a route tells the layout around it, through its `handle` export: the layout reads the handles of the
 * matched routes (`useMatches()`) instead of testing paths.
 */
export interface RouteHandle {
  /** false on a page that is itself a form: the sticky "Enquiry Now" button would only cover its fields. */
  stickyEnquiry?: boolean;
}

/** The shell's needs for the matched routes: a route that says no wins over its parents' defaults. */
export function shellNeeds(matches: readonly UIMatch[]): Required<RouteHandle> {
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  return { stickyEnquiry: handles.every((handle) => handle.stickyEnquiry !== false) };
}
