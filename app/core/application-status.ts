import type { MessageKey } from "~/messages/catalogue.ts";
import { type ApplicationStatus, applicationStatuses } from "./inbox/workflow.ts";

/**
 * How an applicant reads the statuses of the admissions workflow (`/application-status` and the status mail): in
 * plain words with a sentence saying what it means, never the office's notes or who made a change.
 */
const isApplicationStatus = (status: string): status is ApplicationStatus =>
  (applicationStatuses as readonly string[]).includes(status);

/** The status's name for the applicant; a stored value no workflow knows reads as the first state. */
export const publicStatusKey = (status: string): MessageKey =>
  `applicationStatus.status.${isApplicationStatus(status) ? status : "received"}`;

/** The sentence saying what the status means for the applicant. */
export const publicStatusExplanation = (status: string): MessageKey =>
  `applicationStatus.explain.${isApplicationStatus(status) ? status : "received"}`;
