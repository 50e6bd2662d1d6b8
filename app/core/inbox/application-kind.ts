import { type InboxKind, receivedField, statusField } from "./inbox-kind.ts";
import { applicationWorkflow } from "./workflow.ts";

/**
 * Admission applications in the shared inbox's terms. The ID proof appears only as its last four digits; the whole
 * number is read by the admin-only reveal and unmasked export, never through this description.
 */
export const applicationKind: InboxKind = {
  slug: "applications",
  path: "/admin/applications",
  titleKey: "console.kind.title.admissionApplications",
  singularKey: "console.kind.singular.application",
  oneKey: "console.kind.one.application",
  manyKey: "console.kind.many.applications",
  statusKind: "application",
  table: "applications",
  workflow: applicationWorkflow,
  lookup: { table: "programmes", foreignKey: "programme_id" },
  programme: { labelKey: "console.field.programme", column: "t.programme_id", choices: "programmes" },
  search: ["t.name", "t.email", "t.mobile_no", "t.reference"],
  searchHintKey: "console.kind.searchHint.nameMobileEmailOrId",
  fields: [
    { key: "reference", labelKey: "console.field.applicationId", column: "t.reference" },
    receivedField,
    statusField,
    { key: "name", labelKey: "console.field.name", column: "t.name" },
    { key: "dateOfBirth", labelKey: "console.field.dateOfBirth", column: "t.date_of_birth" },
    { key: "gender", labelKey: "console.field.gender", column: "t.gender", format: "gender" },
    { key: "category", labelKey: "console.field.category", column: "t.category" },
    { key: "programme", labelKey: "console.field.programme", column: "lookup.display_text" },
    { key: "mobileNo", labelKey: "console.field.mobile", column: "t.mobile_no" },
    { key: "alterMobileNo", labelKey: "console.field.alternativeMobile", column: "t.alter_mobile_no" },
    { key: "email", labelKey: "console.field.email", column: "t.email" },
    { key: "fatherName", labelKey: "console.field.fatherName", column: "t.father_name" },
    { key: "motherName", labelKey: "console.field.motherName", column: "t.mother_name" },
    { key: "religion", labelKey: "console.field.religion", column: "t.religion" },
    { key: "address", labelKey: "console.field.address", column: "t.address" },
    { key: "city", labelKey: "console.field.city", column: "t.city" },
    { key: "pincode", labelKey: "console.field.pincode", column: "t.pincode" },
    {
      key: "idProofMasked",
      labelKey: "console.field.aadhaarUidMasked",
      column: "t.id_proof_last4",
      format: "masked-id",
    },
  ],
  list: ["reference", "name", "mobileNo", "programme", "status", "createdAt"],
};
