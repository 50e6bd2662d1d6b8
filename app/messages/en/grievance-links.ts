/**
 * Grievance redressal's link in the footer of every page (decision 061), in the catalogue every page loads. Its pages'
 * names are in their own part (app/messages/en/grievance.ts), which the site map adds too; the anti-ragging page's
 * pointer is a text of the pages without React (app/messages/en/static-pages.ts).
 */
export const grievanceLinkMessages = {
  "footer.grievance": "Grievance redressal",
} as const;
