/** Grievance redressal's names that other pages draw, in Hindi (app/messages/en/grievance-links.ts). */
export const grievanceLinkMessages = {
  "footer.grievance": "शिकायत निवारण",
} as const;
