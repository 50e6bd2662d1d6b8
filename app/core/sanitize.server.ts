import sanitizeHtml from "sanitize-html";

/**
 * Rich titles from the database (the second link list) may carry simple inline formatting only: no links,
 * attributes, scripts, styles or event handlers survive.
 */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["b", "strong", "i", "em", "u", "br", "sup", "sub", "span", "small", "mark"],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  }).trim();
}
