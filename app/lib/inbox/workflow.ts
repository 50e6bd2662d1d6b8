/** The office's workflow for an admission application: received → under review → accepted or rejected. */
export const applicationStatuses = ["received", "under-review", "accepted", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const statusLabel: Record<ApplicationStatus, string> = {
  received: "Received",
  "under-review": "Under review",
  accepted: "Accepted",
  rejected: "Rejected",
};

const next: Record<ApplicationStatus, ApplicationStatus[]> = {
  received: ["under-review"],
  "under-review": ["accepted", "rejected"],
  accepted: [],
  rejected: [],
};

export const nextStatuses = (from: ApplicationStatus) => next[from];

/** Why a change is refused, or null when it is allowed. A rejection needs a reason the applicant can be told. */
export function transitionProblem(from: ApplicationStatus, to: ApplicationStatus, note: string): string | null {
  if (!next[from].includes(to)) return `An application that is ${statusLabel[from].toLowerCase()} cannot become ${statusLabel[to].toLowerCase()}.`;
  if (to === "rejected" && note.trim().length < 5) return "Give the reason for the rejection.";
  return null;
}
