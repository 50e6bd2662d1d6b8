/**
 * True when a request's If-None-Match header names the ETag: a list of tags, or `*` (any current representation,
 * RFC 9110 §13.1.2). Weak tags compare by their value, as the weak comparison If-None-Match uses requires.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
