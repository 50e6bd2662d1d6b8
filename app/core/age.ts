import { istDate } from "./format-date.ts";

/** The age from which an applicant gives consent alone (DPDP Act 2023, s. 2(j): a child is under 18). */
export const ADULT_AGE = 18;

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) is under 18 on the day `at` falls on in India (IST, whatever
 * the server's zone). The 18th birthday itself is adult. Someone born on 29 February turns 18 on 1 March of a year
 * without that day (Date.UTC rolls 29 February over to 1 March), (a leap year plus 18 is never a leap year).
 */
export function isMinorOn(dateOfBirth: string, at: Date = new Date()): boolean {
  const [year, month, day] = dateOfBirth.slice(0, 10).split("-").map(Number) as [number, number, number];
  const adultFrom = new Date(Date.UTC(year + ADULT_AGE, month - 1, day)).toISOString().slice(0, 10);
  return istDate(at.toISOString()) < adultFrom;
}
