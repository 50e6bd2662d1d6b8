/** Month names by language: English abbreviated as the college prints them, Hindi in full (as Hindi dates are written). */
const MONTHS = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
} as const;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * Reads a YYYY-MM-DD date as calendar parts. `new Date("2019-03-12")` is midnight UTC, which is the previous
 * day in any timezone west of UTC; a date of joining has no time and no zone, so it is parsed by hand.
 * Returns null for anything that is not a real calendar date (2019-02-30, 2019-3-1).
 */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one; UTC so no zone and no DST can move it.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/**
 * "2019-03-12" → "12 Mar 2019" (in Hindi "12 मार्च 2019"): day, month, year with international digits in both
 * languages, the same on server and browser (Intl would say "Sept" in en-GB and differ by locale and ICU data). A
 * value that is not a date is shown as given rather than breaking the page.
 */
export function formatDate(value: string, language: "en" | "hi" = "en"): string {
  const date = parseIsoDate(value);
  if (!date) return value;
  return `${date.day} ${MONTHS[language][date.month - 1]} ${date.year}`;
}

/** India has kept UTC+05:30 all year since 1945: no zone database is needed to find the date there. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The calendar date in India (YYYY-MM-DD) of an instant stored as an ISO timestamp: a page published at
 * 2026-11-22T20:00Z was published on the 23rd for the college and its visitors.
 */
export function istDate(instant: string): string {
  return new Date(Date.parse(instant) + IST_OFFSET_MS).toISOString().slice(0, 10);
}
