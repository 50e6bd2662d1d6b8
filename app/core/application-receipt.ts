/**
 * What the application receipt (decision 058) prints, and how: pure helpers shared by the PDF and its tests.
 * Numbers stay international digits in both languages (decision 052).
 */

/** What a receipt shows of one application: never the date of birth, the whole Aadhaar number or an address. */
export interface ReceiptFacts {
  reference: string;
  /** When the application arrived (UTC ISO). */
  submittedAt: string;
  programme: string;
  name: string;
  idProofLast4: string;
  /** The applicant's stored photo (JPEG), when its file is there. */
  photo?: Uint8Array;
}

/** The Aadhaar/UID number as the receipt shows it: the last four digits only, the rest as X. */
export const maskedIdProof = (last4: string) => `XXXX XXXX ${last4.replace(/\D/g, "").slice(-4).padStart(4, "X")}`;

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "24-11-2026, 13:05 IST": the same in English and Hindi, as the digits and the time zone are. */
export function istStamp(iso: string): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, "0");
  const day = `${two(shifted.getUTCDate())}-${two(shifted.getUTCMonth() + 1)}-${shifted.getUTCFullYear()}`;
  return `${day}, ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())} IST`;
}
