/**
 * Grievance redressal's names that pages other than its own draw (decision 061): the footer's link on every page, the
 * HTML site map's names and the anti-ragging page's pointer. In the catalogue every page loads; the grievance pages'
 * own texts are a part of their own (app/messages/en/grievance.ts).
 */
export const grievanceLinkMessages = {
  "grievance.title": "Grievance Redressal",
  "grievance.status.title": "Grievance status",
  "footer.grievance": "Grievance redressal",
  "antiRagging.grievance": "You can also lodge a complaint online with the Grievance Redressal Committee.",
} as const;
