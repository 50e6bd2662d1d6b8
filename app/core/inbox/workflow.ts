/**
 * The office's workflows. Admission applications: received → under review → accepted or rejected (a rejection
 * needs its reason). Enquiries, messages and alumni feedback: new → contacted → closed; closing one that was never
 * contacted (a duplicate, a wrong number) needs a note saying why.
 */
export const applicationStatuses = ["received", "under-review", "accepted", "rejected"] as const;
export const enquiryStatuses = ["new", "contacted", "closed"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export type SubmissionStatus = ApplicationStatus | EnquiryStatus;

export const statusLabel: Record<SubmissionStatus, string> = {
  received: "Received",
  "under-review": "Under review",
  accepted: "Accepted",
  rejected: "Rejected",
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

/** A status label, or the stored value itself should an old row hold something no workflow knows. */
export const labelOf = (status: string) => statusLabel[status as SubmissionStatus] ?? status;

export interface Workflow {
  statuses: readonly SubmissionStatus[];
  /** The status of a submission nobody has touched yet (it has no row in submission_status). */
  initial: SubmissionStatus;
  /** "An application", "An enquiry": the start of a refusal. */
  noun: string;
  next: Readonly<Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>>>;
  /** The changes that need a note, and how the form asks for it. */
  notesNeeded: readonly { from?: SubmissionStatus; to: SubmissionStatus; message: string }[];
}

export const applicationWorkflow: Workflow = {
  statuses: applicationStatuses,
  initial: "received",
  noun: "An application",
  next: { received: ["under-review"], "under-review": ["accepted", "rejected"], accepted: [], rejected: [] },
  notesNeeded: [{ to: "rejected", message: "Give the reason for the rejection." }],
};

export const enquiryWorkflow: Workflow = {
  statuses: enquiryStatuses,
  initial: "new",
  noun: "An entry",
  next: { new: ["contacted", "closed"], contacted: ["closed"], closed: [] },
  notesNeeded: [{ from: "new", to: "closed", message: "Say why it is closed without contacting the sender." }],
};

export const nextStatuses = (workflow: Workflow, from: string): readonly SubmissionStatus[] =>
  workflow.next[from as SubmissionStatus] ?? [];

export const isStatusOf = (workflow: Workflow, value: string): value is SubmissionStatus =>
  (workflow.statuses as readonly string[]).includes(value);

/** Why a change is refused, or null when it is allowed. */
export function transitionProblem(workflow: Workflow, from: string, to: string, note: string): string | null {
  if (!(nextStatuses(workflow, from) as readonly string[]).includes(to)) {
    return `${workflow.noun} that is ${labelOf(from).toLowerCase()} cannot become ${labelOf(to).toLowerCase()}.`;
  }
  const needed = workflow.notesNeeded.find((rule) => rule.to === to && (rule.from === undefined || rule.from === from));
  if (needed && note.trim().length < 5) return needed.message;
  return null;
}

/** What the note field says about itself on the status form. */
export function noteHint(workflow: Workflow, from: string): string {
  const needed = workflow.notesNeeded.filter((rule) => rule.from === undefined || rule.from === from);
  return needed.length
    ? `Note (needed when the status becomes ${needed.map((rule) => statusLabel[rule.to].toLowerCase()).join(" or ")})`
    : "Note";
}
