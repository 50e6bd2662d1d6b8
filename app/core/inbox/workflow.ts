import {
  type MessageKey,
  type Translate,
  defaultLanguage,
  isMessageKey,
  translator,
} from "../../messages/catalogue.ts";

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

const english = translator(defaultLanguage);

/** The catalogue key of a status's label. */
export const statusLabelKey = (status: SubmissionStatus) => `console.status.${status}` as const satisfies MessageKey;

/** A status label, or the stored value itself should an old row hold something no workflow knows. */
export const labelOf = (status: string, t: Translate = english) =>
  isMessageKey(`console.status.${status}`) ? t(`console.status.${status}` as MessageKey) : status;

export interface Workflow {
  statuses: readonly SubmissionStatus[];
  /** The status of a submission nobody has touched yet (it has no row in submission_status). */
  initial: SubmissionStatus;
  /** "An application", "An entry": the start of a refusal (a catalogue key). */
  noun: MessageKey;
  next: Readonly<Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>>>;
  /** The changes that need a note, and how the form asks for it. */
  notesNeeded: readonly { from?: SubmissionStatus; to: SubmissionStatus; message: MessageKey }[];
}

export const applicationWorkflow: Workflow = {
  statuses: applicationStatuses,
  initial: "received",
  noun: "console.workflow.application",
  next: { received: ["under-review"], "under-review": ["accepted", "rejected"], accepted: [], rejected: [] },
  notesNeeded: [{ to: "rejected", message: "console.workflow.rejectionReason" }],
};

export const enquiryWorkflow: Workflow = {
  statuses: enquiryStatuses,
  initial: "new",
  noun: "console.workflow.entry",
  next: { new: ["contacted", "closed"], contacted: ["closed"], closed: [] },
  notesNeeded: [{ from: "new", to: "closed", message: "console.workflow.closeReason" }],
};

export const nextStatuses = (workflow: Workflow, from: string): readonly SubmissionStatus[] =>
  workflow.next[from as SubmissionStatus] ?? [];

export const isStatusOf = (workflow: Workflow, value: string): value is SubmissionStatus =>
  (workflow.statuses as readonly string[]).includes(value);

/** Why a change is refused, or null when it is allowed. */
export function transitionProblem(
  workflow: Workflow,
  from: string,
  to: string,
  note: string,
  t: Translate = english,
): string | null {
  if (!(nextStatuses(workflow, from) as readonly string[]).includes(to)) {
    return t("console.workflow.notAllowed", {
      noun: t(workflow.noun),
      from: labelOf(from, t).toLowerCase(),
      to: labelOf(to, t).toLowerCase(),
    });
  }
  const needed = workflow.notesNeeded.find((rule) => rule.to === to && (rule.from === undefined || rule.from === from));
  if (needed && note.trim().length < 5) return t(needed.message);
  return null;
}

/** What the note field says about itself on the status form. */
export function noteHint(workflow: Workflow, from: string, t: Translate = english): string {
  const needed = workflow.notesNeeded.filter((rule) => rule.from === undefined || rule.from === from);
  return needed.length
    ? t("console.workflow.noteNeeded", {
        statuses: needed.map((rule) => labelOf(rule.to, t).toLowerCase()).join(t("console.workflow.or")),
      })
    : t("console.workflow.note");
}
