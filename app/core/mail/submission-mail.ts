import { applicationKind } from "~/core/inbox/application-kind.ts";
import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import { type Language, type MessageKey, type Translate, defaultLanguage, translator } from "~/messages/catalogue.ts";
import { institution } from "~/settings/institution.ts";

/** The submission tables; the outbox keeps which one a message is about. */
export type SubmissionTable = InboxKind["table"];

/** What the office is told of when it arrives: the inboxes' submissions, grievances and data-rights requests. */
export type NoticeTable = SubmissionTable | "grievances" | "data_rights_requests";

/** What a message may say about a submission: never the Aadhaar/UID number or anything else the visitor wrote. */
export interface SubmissionFacts {
  table: NoticeTable;
  id: number;
  name: string;
  /** The application ID or enquiry number, for the kinds that have one. */
  reference?: string;
}

export interface MailText {
  subject: string;
  text: string;
}

const kindLabel: Record<NoticeTable, MessageKey> = {
  applications: "mail.kind.applications",
  enquiries: "mail.kind.enquiries",
  footer_enquiries: "mail.kind.footer_enquiries",
  contact_messages: "mail.kind.contact_messages",
  alumni_feedback: "mail.kind.alumni_feedback",
  grievances: "mail.kind.grievances",
  data_rights_requests: "mail.kind.data_rights_requests",
};

/** Where the console shows a submission: its page in the inbox of its kind. */
export function consolePath({ table, id }: Pick<SubmissionFacts, "table" | "id">): string {
  if (table === "grievances") return `/admin/grievances/${id}`;
  if (table === "data_rights_requests") return `/admin/data-rights/${id}`;
  const kind = [applicationKind, ...enquiryKinds].find((candidate) => candidate.table === table);
  return kind ? `${kind.path}/${id}` : "/admin";
}

/** One line, at most `max` characters: a name goes into a subject line. */
const oneLine = (value: string, max = 100) => value.replace(/\s+/g, " ").trim().slice(0, max);

/** The office's notice of a new submission, in the office's language: the kind, the name, the reference, where to open it. */
export function staffNotice(facts: SubmissionFacts, siteUrl: string, language: Language = defaultLanguage): MailText {
  const t = translator(language);
  const label = t(kindLabel[facts.table]);
  const kind = label.toLowerCase();
  const name = oneLine(facts.name);
  return {
    subject: facts.reference
      ? t("mail.notice.subjectWithReference", { kind, reference: facts.reference, name })
      : t("mail.notice.subject", { kind, name }),
    text: [
      t("mail.notice.arrived", { kind }),
      "",
      t("mail.notice.kind", { kind: label }),
      t("mail.notice.name", { name }),
      ...(facts.reference ? [t("mail.notice.reference", { reference: facts.reference })] : []),
      "",
      t("mail.notice.open", { link: `${siteUrl}${consolePath(facts)}` }),
      "",
      t("mail.notice.noDetails"),
    ].join("\n"),
  };
}

/** The college's name and how to reach it: the closing lines of every mail to an address a visitor typed. */
export function collegeContacts(t: Translate): string[] {
  return [
    institution.name,
    t("mail.receipt.phone", { phones: institution.phones.join(", ") }),
    t("mail.receipt.email", { email: institution.email }),
  ];
}

/**
 * The applicant's receipt, in the language they applied in, naming the application ID they will be asked for. It
 * goes to an address a visitor typed, so it carries no word the visitor typed — not even the name: the form must not
 * be a way to make the college mail a stranger a text of someone's choosing (docs/decisions/031).
 */
export function applicationAcknowledgement(
  facts: { reference: string },
  siteUrl: string,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const college = institution.name;
  return {
    subject: t("mail.receipt.subject", { reference: facts.reference, college: institution.shortName }),
    text: [
      t("mail.receipt.greeting"),
      "",
      t("mail.receipt.thanks", { college }),
      "",
      t("mail.receipt.id", { reference: facts.reference }),
      "",
      t("mail.receipt.next"),
      "",
      ...collegeContacts(t),
      siteUrl,
      "",
      t("mail.receipt.why"),
    ].join("\n"),
  };
}
