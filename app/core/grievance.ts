import type { MessageKey } from "~/messages/catalogue.ts";
import { REFERENCE_ALPHABET } from "./application-id.ts";

/**
 * Grievance redressal's fixed lists and rules (decision 061): who may lodge one, the categories a college expects
 * (AICTE's 2019 regulations name academic, examination, fees, admission, facilities and harassment matters), the
 * statuses and the committee's 15 days.
 */
export const grievanceLodgers = ["student", "parent", "staff"] as const;
export type GrievanceLodger = (typeof grievanceLodgers)[number];

export const grievanceCategories = [
  "academic",
  "examination",
  "fees-scholarships",
  "admission",
  "infrastructure-hostel",
  "ragging-harassment",
  "other",
] as const;
export type GrievanceCategory = (typeof grievanceCategories)[number];

export const grievanceStatuses = ["received", "under-review", "resolved", "closed"] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** Where the committee may move a grievance from each status; a resolved one may be reopened for review. */
export const grievanceMoves: Record<GrievanceStatus, readonly GrievanceStatus[]> = {
  received: ["under-review", "resolved", "closed"],
  "under-review": ["resolved", "closed"],
  resolved: ["closed", "under-review"],
  closed: [],
};

export const isGrievanceStatus = (value: string): value is GrievanceStatus =>
  (grievanceStatuses as readonly string[]).includes(value);

/** AICTE: a grievance is to be resolved within 15 days of its receipt. */
export const GRIEVANCE_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

export const dueDate = (receivedAt: string) => new Date(Date.parse(receivedAt) + GRIEVANCE_DAYS * DAY_MS).toISOString();

/** Open (not yet resolved or closed) past its due date. */
export const isOverdue = (grievance: { status: string; due_at: string }, now = new Date()) =>
  (grievance.status === "received" || grievance.status === "under-review") &&
  Date.parse(grievance.due_at) < now.getTime();

/** Whole days from receipt to resolution (closing without a resolution counts as its end); null while open. */
export function daysToResolve(grievance: { received_at: string; resolved_at: string | null }): number | null {
  if (!grievance.resolved_at) return null;
  return Math.max(0, Math.round((Date.parse(grievance.resolved_at) - Date.parse(grievance.received_at)) / DAY_MS));
}

/**
 * A grievance's number: GR, the year and ten characters of the application IDs' alphabet (31^10 ≈ 8 × 10^14 per year),
 * drawn with a cryptographic generator. Its look-up also asks the mobile or e-mail given, and is rate limited.
 */
const NUMBER_LENGTH = 10;
export function newGrievanceNumber(randomIndex: (max: number) => number, now = new Date()): string {
  let code = "";
  for (let i = 0; i < NUMBER_LENGTH; i++) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return `GR-${now.getUTCFullYear()}-${code}`;
}
export const GRIEVANCE_NUMBER = new RegExp(`^GR-\\d{4}-[${REFERENCE_ALPHABET}]{${NUMBER_LENGTH}}$`);

const known = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The words of each stored value; one no list knows reads as the list's fallback. */
export const lodgerKey = (lodger: string): MessageKey =>
  `grievance.lodger.${known(grievanceLodgers, lodger, "student")}`;
export const categoryKey = (category: string): MessageKey =>
  `grievance.category.${known(grievanceCategories, category, "other")}`;
export const statusKey = (status: string): MessageKey =>
  `grievance.status.${known(grievanceStatuses, status, "received")}`;
export const explainKey = (status: string): MessageKey =>
  `grievance.explain.${known(grievanceStatuses, status, "received")}`;
