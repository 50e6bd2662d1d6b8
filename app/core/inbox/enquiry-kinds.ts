import { notFound } from "../not-found.ts";
import { type InboxKind, receivedField, statusField } from "./inbox-kind.ts";
import { enquiryWorkflow } from "./workflow.ts";

const NAME_MOBILE_EMAIL = "Name, mobile or e-mail";

/** The four kinds of enquiry and message the office answers, in the order of the inbox's tabs. */
export const enquiryKinds: InboxKind[] = [
  {
    slug: "quick-enquiries",
    path: "/admin/inbox/quick-enquiries",
    title: "Quick enquiries",
    singular: "Quick enquiry",
    one: "quick enquiry",
    many: "quick enquiries",
    statusKind: "enquiry",
    table: "enquiries",
    workflow: enquiryWorkflow,
    lookup: { table: "programmes", foreignKey: "programme_id" },
    programme: { label: "Programme", column: "t.programme_id", choices: "programmes" },
    search: ["t.name", "t.mobile_no", "t.reference"],
    searchHint: "Name, mobile or enquiry number",
    fields: [
      { key: "reference", label: "Enquiry number", column: "t.reference" },
      receivedField,
      statusField,
      { key: "name", label: "Name", column: "t.name" },
      { key: "mobileNo", label: "Mobile", column: "t.mobile_no" },
      { key: "programme", label: "Programme", column: "lookup.display_text" },
      { key: "fatherName", label: "Father's name", column: "t.father_name" },
      { key: "gender", label: "Gender", column: "t.gender", format: "gender" },
      { key: "dateOfBirth", label: "Date of birth", column: "t.date_of_birth" },
    ],
    list: ["reference", "name", "mobileNo", "programme", "status", "createdAt"],
  },
  {
    slug: "footer-enquiries",
    path: "/admin/inbox/footer-enquiries",
    title: "Footer enquiries",
    singular: "Footer enquiry",
    one: "footer enquiry",
    many: "footer enquiries",
    statusKind: "footer-enquiry",
    table: "footer_enquiries",
    workflow: enquiryWorkflow,
    programme: { label: "Course", column: "t.course", choices: "footer-courses" },
    search: ["t.name", "t.mobile_no", "t.email"],
    searchHint: NAME_MOBILE_EMAIL,
    fields: [
      { key: "name", label: "Name", column: "t.name" },
      receivedField,
      statusField,
      { key: "mobileNo", label: "Mobile", column: "t.mobile_no" },
      { key: "email", label: "E-mail", column: "t.email" },
      { key: "course", label: "Course", column: "t.course" },
    ],
    list: ["name", "mobileNo", "email", "course", "status", "createdAt"],
  },
  {
    slug: "contact-messages",
    path: "/admin/inbox/contact-messages",
    title: "Contact messages",
    singular: "Contact message",
    one: "contact message",
    many: "contact messages",
    statusKind: "contact-message",
    table: "contact_messages",
    workflow: enquiryWorkflow,
    search: ["t.name", "t.mobile_no", "t.email"],
    searchHint: NAME_MOBILE_EMAIL,
    fields: [
      { key: "name", label: "Name", column: "t.name" },
      receivedField,
      statusField,
      { key: "mobileNo", label: "Mobile", column: "t.mobile_no" },
      { key: "email", label: "E-mail", column: "t.email" },
      { key: "subject", label: "Subject", column: "t.subject" },
      { key: "message", label: "Message", column: "t.message" },
    ],
    list: ["name", "subject", "mobileNo", "email", "status", "createdAt"],
  },
  {
    slug: "alumni-feedback",
    path: "/admin/inbox/alumni-feedback",
    title: "Alumni feedback",
    singular: "Alumni feedback",
    one: "alumni feedback entry",
    many: "alumni feedback entries",
    statusKind: "alumni-feedback",
    table: "alumni_feedback",
    workflow: enquiryWorkflow,
    lookup: { table: "alumni_courses", foreignKey: "course_id" },
    programme: { label: "Course", column: "t.course_id", choices: "alumni-courses" },
    search: ["t.name", "t.mobile_no", "t.email", "t.register_number"],
    searchHint: "Name, mobile, e-mail or register number",
    fields: [
      { key: "name", label: "Name", column: "t.name" },
      receivedField,
      statusField,
      { key: "registerNumber", label: "Register number", column: "t.register_number" },
      { key: "course", label: "Course", column: "lookup.display_text" },
      { key: "graduationDate", label: "Graduation date", column: "t.graduation_date" },
      { key: "mobileNo", label: "Mobile", column: "t.mobile_no" },
      { key: "email", label: "E-mail", column: "t.email" },
      { key: "currentAddress", label: "Current address", column: "t.current_address" },
      { key: "company", label: "Company name and address", column: "t.company_name_address" },
      { key: "employer", label: "Employer name and address", column: "t.employer_name_address" },
      { key: "remarks", label: "Remarks", column: "t.remarks" },
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
