/**
 * Readable references for submissions: a prefix, the year and six characters from an alphabet without the
 * look-alikes 0/O, 1/I/L, e.g. "GP-2026-7K3Q9M". Drawn with a cryptographic generator (31^6 ≈ 887 million per
 * prefix and year), so the next one cannot be guessed from the last; the database's unique constraint catches
 * the rare collision and the model draws again.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 6;

export type ReferencePrefix = "GP" | "EQ" | "DR";

export function newReference(prefix: ReferencePrefix, randomIndex: (max: number) => number, now = new Date()): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return `${prefix}-${now.getUTCFullYear()}-${code}`;
}

export const referencePattern = (prefix: ReferencePrefix) =>
  new RegExp(`^${prefix}-\\d{4}-[${REFERENCE_ALPHABET}]{${LENGTH}}$`);
