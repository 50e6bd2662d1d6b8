import "~/messages/static-page-messages.ts";
import "~/messages/data-rights-messages.ts";
import "~/messages/grievance-messages.ts";
import type { MessageKey } from "~/messages/catalogue.ts";

/**
 * The names of the route list's pages that are not documents (their name is in the catalogue, not in the database),
 * by path, for the site map. A page that is a document is named by its title in the database.
 */
export const catalogueTitles: Readonly<Record<string, MessageKey>> = {
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
