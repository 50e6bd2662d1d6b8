import { type InboxKind, receivedField, statusField } from "./inbox-kind.ts";
import { applicationWorkflow } from "./workflow.ts";

/**
 * Admission applications in the shared inbox's terms. The ID proof appears only as its last four digits; the whole
 * number is read by the admin-only reveal and unmasked export, never through this description.
 */
export const applicationKind: InboxKind = {
  slug: "applications",
  path: "/admin/applications",
  title: "Admission applications",
  singular: "Application",
  one: "application",
  many: "applications",
  statusKind: "application",
  table: "applications",
  workflow: applicationWorkflow,
  lookup: { table: "programmes", foreignKey: "programme_id" },
  programme: { label: "Programme", column: "t.programme_id", choices: "programmes" },
  search: ["t.name", "t.email", "t.mobile_no", "t.reference"],
  searchHint: "Name, mobile, e-mail or ID",
  fields: [
    { key: "reference", label: "Application ID", column: "t.reference" },
    receivedField,
    statusField,
    { key: "name", label: "Name", column: "t.name" },
    { key: "dateOfBirth", label: "Date of birth", column: "t.date_of_birth" },
    { key: "gender", label: "Gender", column: "t.gender", format: "gender" },
    { key: "category", label: "Category", column: "t.category" },
    { key: "programme", label: "Programme", column: "lookup.display_text" },
    { key: "mobileNo", label: "Mobile", column: "t.mobile_no" },
    { key: "alterMobileNo", label: "Alternative mobile", column: "t.alter_mobile_no" },
    { key: "email", label: "E-mail", column: "t.email" },
    { key: "fatherName", label: "Father's name", column: "t.father_name" },
    { key: "motherName", label: "Mother's name", column: "t.mother_name" },
    { key: "religion", label: "Religion", column: "t.religion" },
    { key: "address", label: "Address", column: "t.address" },
    { key: "city", label: "City", column: "t.city" },
    { key: "pincode", label: "Pincode", column: "t.pincode" },
    { key: "idProofMasked", label: "Aadhaar/UID (masked)", column: "t.id_proof_last4", format: "masked-id" },
  ],
  list: ["reference", "name", "mobileNo", "programme", "status", "createdAt"],
};
