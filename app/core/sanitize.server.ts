import sanitizeHtml from "sanitize-html";

/** Titles already sanitised, by their text: the same few titles are on every page the link list is drawn on. */
const sanitised = new Map<string, string>();
const KEPT_TITLES = 1000;

/**
 * Rich titles from the database (the second link list) may carry simple inline formatting only: no links,
 * attributes, scripts, styles or event handlers survive. The answer depends on the text alone, so it is kept (the
 * whole memory cleared when full, so odd titles cannot grow it).
 */
export function sanitizeInlineHtml(html: string): string {
  let clean = sanitised.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, {
      allowedTags: ["b", "strong", "i", "em", "u", "br", "sup", "sub", "span", "small", "mark"],
      allowedAttributes: {},
      disallowedTagsMode: "discard",
    }).trim();
    if (sanitised.size >= KEPT_TITLES) sanitised.clear();
    sanitised.set(html, clean);
  }
  return clean;
}
