import { formatDate } from "../format-date.ts";

/** The office works in India Standard Time (UTC+05:30, no daylight saving): date filters mean IST days. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** First instant (UTC ISO) of an IST calendar day given as YYYY-MM-DD. */
export const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();

/** First instant (UTC ISO) of the IST day after `day`: an exclusive upper bound. */
export const istDayEnd = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - IST_OFFSET_MS).toISOString();

/** The IST calendar day (YYYY-MM-DD) of a UTC instant. */
export const istDay = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);

/** "22 Nov 2026, 15:04" in IST, for tables ("22 नवंबर 2026, 15:04" on a Hindi page). */
export function istDateTime(iso: string, language: "en" | "hi" = "en"): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return `${formatDate(shifted.slice(0, 10), language)}, ${shifted.slice(11, 16)}`;
}
