import { notFound } from "../not-found.ts";
import { type InboxKind, receivedField, statusField } from "./inbox-kind.ts";
import { enquiryWorkflow } from "./workflow.ts";

/** The four kinds of enquiry and message the office answers, in the order of the inbox's tabs. */
export const enquiryKinds: InboxKind[] = [
  {
    slug: "quick-enquiries",
    path: "/admin/inbox/quick-enquiries",
    titleKey: "console.kind.title.quickEnquiries",
    singularKey: "console.kind.singular.quickEnquiry",
    oneKey: "console.kind.one.quickEnquiry",
    manyKey: "console.kind.many.quickEnquiries",
    statusKind: "enquiry",
    table: "enquiries",
    workflow: enquiryWorkflow,
    lookup: { table: "programmes", foreignKey: "programme_id" },
    programme: { labelKey: "console.field.programme", column: "t.programme_id", choices: "programmes" },
    search: ["t.name", "t.mobile_no", "t.reference"],
    searchHintKey: "console.kind.searchHint.nameMobileOrEnquiryNumber",
    fields: [
      { key: "reference", labelKey: "console.field.enquiryNumber", column: "t.reference" },
      receivedField,
      statusField,
      { key: "name", labelKey: "console.field.name", column: "t.name" },
      { key: "mobileNo", labelKey: "console.field.mobile", column: "t.mobile_no" },
      { key: "programme", labelKey: "console.field.programme", column: "lookup.display_text" },
      { key: "fatherName", labelKey: "console.field.fatherName", column: "t.father_name" },
      { key: "gender", labelKey: "console.field.gender", column: "t.gender", format: "gender" },
      { key: "dateOfBirth", labelKey: "console.field.dateOfBirth", column: "t.date_of_birth" },
    ],
    list: ["reference", "name", "mobileNo", "programme", "status", "createdAt"],
  },
  {
    slug: "footer-enquiries",
    path: "/admin/inbox/footer-enquiries",
    titleKey: "console.kind.title.footerEnquiries",
    singularKey: "console.kind.singular.footerEnquiry",
    oneKey: "console.kind.one.footerEnquiry",
    manyKey: "console.kind.many.footerEnquiries",
    statusKind: "footer-enquiry",
    table: "footer_enquiries",
    workflow: enquiryWorkflow,
    programme: { labelKey: "console.field.course", column: "t.course", choices: "footer-courses" },
    search: ["t.name", "t.mobile_no", "t.email"],
    searchHintKey: "console.kind.searchHint.nameMobileOrEmail",
    fields: [
      { key: "name", labelKey: "console.field.name", column: "t.name" },
      receivedField,
      statusField,
      { key: "mobileNo", labelKey: "console.field.mobile", column: "t.mobile_no" },
      { key: "email", labelKey: "console.field.email", column: "t.email" },
      { key: "course", labelKey: "console.field.course", column: "t.course" },
    ],
    list: ["name", "mobileNo", "email", "course", "status", "createdAt"],
  },
  {
    slug: "contact-messages",
    path: "/admin/inbox/contact-messages",
    titleKey: "console.kind.title.contactMessages",
    singularKey: "console.kind.singular.contactMessage",
    oneKey: "console.kind.one.contactMessage",
    manyKey: "console.kind.many.contactMessages",
    statusKind: "contact-message",
    table: "contact_messages",
    workflow: enquiryWorkflow,
    search: ["t.name", "t.mobile_no", "t.email"],
    searchHintKey: "console.kind.searchHint.nameMobileOrEmail",
    fields: [
      { key: "name", labelKey: "console.field.name", column: "t.name" },
      receivedField,
      statusField,
      { key: "mobileNo", labelKey: "console.field.mobile", column: "t.mobile_no" },
      { key: "email", labelKey: "console.field.email", column: "t.email" },
      { key: "subject", labelKey: "console.field.subject", column: "t.subject" },
      { key: "message", labelKey: "console.field.message", column: "t.message" },
    ],
    list: ["name", "subject", "mobileNo", "email", "status", "createdAt"],
  },
  {
    slug: "alumni-feedback",
    path: "/admin/inbox/alumni-feedback",
    titleKey: "console.kind.title.alumniFeedback",
    singularKey: "console.kind.singular.alumniFeedback",
    oneKey: "console.kind.one.alumniFeedbackEntry",
    manyKey: "console.kind.many.alumniFeedbackEntries",
    statusKind: "alumni-feedback",
    table: "alumni_feedback",
    workflow: enquiryWorkflow,
    lookup: { table: "alumni_courses", foreignKey: "course_id" },
    programme: { labelKey: "console.field.course", column: "t.course_id", choices: "alumni-courses" },
    search: ["t.name", "t.mobile_no", "t.email", "t.register_number"],
    searchHintKey: "console.kind.searchHint.nameMobileEmailOrRegisterNumber",
    fields: [
      { key: "name", labelKey: "console.field.name", column: "t.name" },
      receivedField,
      statusField,
      { key: "registerNumber", labelKey: "console.field.registerNumber", column: "t.register_number" },
      { key: "course", labelKey: "console.field.course", column: "lookup.display_text" },
      { key: "graduationDate", labelKey: "console.field.graduationDate", column: "t.graduation_date" },
      { key: "mobileNo", labelKey: "console.field.mobile", column: "t.mobile_no" },
      { key: "email", labelKey: "console.field.email", column: "t.email" },
      { key: "currentAddress", labelKey: "console.field.currentAddress", column: "t.current_address" },
      { key: "company", labelKey: "console.field.companyNameAndAddress", column: "t.company_name_address" },
      { key: "employer", labelKey: "console.field.employerNameAndAddress", column: "t.employer_name_address" },
      { key: "remarks", labelKey: "console.field.remarks", column: "t.remarks" },
    ],
    list: ["name", "registerNumber", "course", "mobileNo", "status", "createdAt"],
  },
];

export const findEnquiryKind = (slug: string | undefined) => enquiryKinds.find((kind) => kind.slug === slug);

/** The kind named in the address, or a 404. */
export function requireEnquiryKind(slug: string | undefined): InboxKind {
  const kind = findEnquiryKind(slug);
  if (!kind) throw notFound();
  return kind;
}
