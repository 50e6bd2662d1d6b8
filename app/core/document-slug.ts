/** A document's slug: lowercase Latin letters and digits in words joined by single hyphens, at most 80 characters. */
export const DOCUMENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DOCUMENT_SLUG_MAX = 80;

/**
 * The slug a title gives: "Prospectus 2026–27" → "prospectus-2026-27". Accents are dropped ("Résumé" → "resume");
 * letters outside the Latin alphabet (a Hindi title) give nothing, and the editor writes the address instead.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return words.slice(0, DOCUMENT_SLUG_MAX).replace(/-+$/, "");
}
