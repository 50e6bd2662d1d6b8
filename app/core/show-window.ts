import { z } from "zod";
import { parseIsoDate } from "./format-date.ts";
import { istDay, istDayEnd, istDayStart } from "./inbox/ist-day.ts";

/**
 * The console edits a show window as two optional IST calendar days ("show from the 1st", "show until the 5th",
 * both days included); the database keeps UTC instants, `show_until` exclusive, so one string comparison decides.
 */
export interface ShowWindowDays {
  showFrom: string;
  showUntil: string;
}

export interface ShowWindowColumns {
  show_from: string | null;
  show_until: string | null;
}

const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || parseIsoDate(value) !== null, `${label}: enter a date like 2026-12-31`);

/** The two form fields, checked on the server: real dates, and the last day not before the first. */
export const showWindowShape = {
  showFrom: optionalDay("Show from"),
  showUntil: optionalDay("Show until"),
};

export const windowInOrder = (input: ShowWindowDays) =>
  !input.showFrom || !input.showUntil || input.showFrom <= input.showUntil;
export const windowOrderMessage = "Show until must be on or after show from";

export function windowColumns(days: ShowWindowDays): ShowWindowColumns {
  return {
    show_from: days.showFrom ? istDayStart(days.showFrom) : null,
    show_until: days.showUntil ? istDayEnd(days.showUntil) : null,
  };
}

export function windowDays(columns: ShowWindowColumns): ShowWindowDays {
  return {
    showFrom: columns.show_from ? istDay(columns.show_from) : "",
    // The stored end is the first instant after the last day shown.
    showUntil: columns.show_until ? istDay(new Date(Date.parse(columns.show_until) - 1).toISOString()) : "",
  };
}

/** The show window's order as a schema refinement, reported beside its last day. */
export const windowOrdered = (input: { showFrom?: unknown; showUntil?: unknown }) =>
  windowInOrder({ showFrom: String(input.showFrom ?? ""), showUntil: String(input.showUntil ?? "") });
export const windowOrderError = { error: "console.showWindow.order", path: ["showUntil"] };
