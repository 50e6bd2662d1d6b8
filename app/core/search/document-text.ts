/**
 * The words a page's document shows, for the site search: one walk over the validated document's strings
 * (headings, paragraphs, table cells, people's names…), whatever its shape. Left out: fields that hold addresses,
 * file names, codes and other values a visitor does not read as text, and any string that is itself an address or
 * holds no letter (amounts, dates, numbers).
 */
const SKIPPED_FIELDS = new Set([
  "$comment",
  "abbr",
  "code",
  "dateOfJoining",
  "email",
  "file",
  "href",
  "id",
  "kind",
  "lastUpdated",
  "logo",
  "mark",
  "phone",
  "photo",
  "src",
  "to",
  "type",
  "url",
  "website",
]);

const ADDRESS = /^(?:\/|[a-z][a-z0-9+.-]*:)/i;
const HAS_LETTER = /\p{L}/u;

export function documentText(document: unknown): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      const text = value.trim();
      if (text && HAS_LETTER.test(text) && !ADDRESS.test(text)) texts.push(text);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (value && typeof value === "object") {
      for (const [field, item] of Object.entries(value)) if (!SKIPPED_FIELDS.has(field)) walk(item);
    }
  };
  walk(document);
  return texts.join("\n");
}
