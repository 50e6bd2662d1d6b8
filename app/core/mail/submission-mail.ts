import { applicationKind } from "~/core/inbox/application-kind.ts";
import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import { institution } from "~/settings/institution.ts";

/** The submission tables; the outbox keeps which one a message is about. */
export type SubmissionTable = InboxKind["table"];

/** What a message may say about a submission: never the Aadhaar/UID number or anything else the visitor wrote. */
export interface SubmissionFacts {
  table: SubmissionTable;
  id: number;
  name: string;
  /** The application ID or enquiry number, for the kinds that have one. */
  reference?: string;
}

export interface MailText {
  subject: string;
  text: string;
}

const kindLabel: Record<SubmissionTable, string> = {
  applications: "Admission application",
  enquiries: "Quick enquiry",
  footer_enquiries: "Callback enquiry",
  contact_messages: "Contact message",
  alumni_feedback: "Alumni feedback",
};

/** Where the console shows a submission: its page in the inbox of its kind. */
export function consolePath({ table, id }: Pick<SubmissionFacts, "table" | "id">): string {
  const kind = [applicationKind, ...enquiryKinds].find((candidate) => candidate.table === table);
  return kind ? `${kind.path}/${id}` : "/admin";
}

/** One line, at most `max` characters: a name goes into a subject line. */
const oneLine = (value: string, max = 100) => value.replace(/\s+/g, " ").trim().slice(0, max);

/** The office's notice of a new submission: the kind, the name, the reference, and where to open it. */
export function staffNotice(facts: SubmissionFacts, siteUrl: string): MailText {
  const label = kindLabel[facts.table];
  const name = oneLine(facts.name);
  const reference = facts.reference ? ` ${facts.reference}` : "";
  return {
    subject: `New ${label.toLowerCase()}${reference} from ${name}`,
    text: [
      `A new ${label.toLowerCase()} has arrived on the website.`,
      "",
      `Kind: ${label}`,
      `Name: ${name}`,
      ...(facts.reference ? [`Reference: ${facts.reference}`] : []),
      "",
      `Open it in the staff console (sign-in needed): ${siteUrl}${consolePath(facts)}`,
      "",
      "The details stay in the console; this message carries none of them.",
    ].join("\n"),
  };
}

/** The applicant's receipt, naming the application ID they will be asked for. */
export function applicationAcknowledgement(facts: { name: string; reference: string }, siteUrl: string): MailText {
  return {
    subject: `Application ${facts.reference} received – ${institution.shortName}`,
    text: [
      `Dear ${oneLine(facts.name)},`,
      "",
      `Thank you for applying to ${institution.name}. We have received your admission application.`,
      "",
      `Your application ID is ${facts.reference}. Please keep it: quote it whenever you contact the admission office.`,
      "",
      "The admission office will review your application and contact you by e-mail or phone.",
      "",
      institution.name,
      `Phone: ${institution.phones.join(", ")}`,
      `E-mail: ${institution.email}`,
      siteUrl,
      "",
      "This message was sent automatically because this address was given on an admission application. If you did not apply, you can ignore it.",
    ].join("\n"),
  };
}
