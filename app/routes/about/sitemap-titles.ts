import "~/messages/static-page-messages.ts";
import "~/messages/data-rights-messages.ts";
import "~/messages/grievance-messages.ts";
import type { MessageKey } from "~/messages/catalogue.ts";

/**
 * The names in the catalogue of the route list's pages, by path, for the site map: of those that are not documents,
 * and of the documents whose page draws its heading from the catalogue (their document has no title text to
 * translate). A document is named by its title in the database, in another language by its title's translation.
 */
export const catalogueTitles: Readonly<Record<string, MessageKey>> = {
  "": "home.title",
  "director-message": "people.directorMessage.title",
  governors: "people.governors.title",
  advisory: "people.advisory.title",
  principal: "people.principal.title",
  "visiting-faculty": "people.visitingFaculty.title",
  "admission-department": "people.admissionDepartment.title",
  "placement-cell": "people.placementCell.title",
  career: "career.title",
  "core-faculty": "people.coreFaculty.title",
  "exam-department": "people.examDepartment.title",
  gallery: "gallery.title",
  gpaward: "awards.title",
  enquiry: "formsPage.enquiry.title",
  "contact-us": "formsPage.contact.title",
  "gpcet-form": "formsPage.admission.title",
  "alumni-speaks": "formsPage.alumni.title",
  sitemap: "sitemap.title",
  archive: "archive.title",
  "application-status": "applicationStatus.title",
  "data-rights": "dataRights.title",
  grievance: "grievance.title",
  "grievance/status": "grievance.status.title",
};
