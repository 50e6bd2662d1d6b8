import { useMatches } from "react-router";
import { revisionDateOf } from "~/lib/revised.ts";
import { LastUpdated } from "./last-updated.tsx";

/**
 * "Last updated" with the date of the page's published revision (or the date its document carries), once, at the
 * end of the page's content; nothing on a page that is not built from a page document.
 */
export function RevisionDate() {
  const date = revisionDateOf(useMatches());
  return date ? <LastUpdated date={date} /> : null;
}
